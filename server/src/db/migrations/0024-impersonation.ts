import type { Kysely } from 'kysely';

/**
 * Acting as a tenant's owner. An acting session is a session of the owner that names the
 * administrator behind it and the reason; the administrator's own deletion ends it. The audit log
 * names the owner an administrator acted as beside the administrator (`actor_on_behalf_of_*`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('impersonator_id', 'integer', (col) => col.references('users.user_id').onDelete('cascade')).execute();
  await db.schema.alterTable('sessions').addColumn('impersonator_name', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('impersonation_reason', 'varchar(500)').execute();
  await db.schema.createIndex('sessions_impersonator_idx').on('sessions').column('impersonator_id').execute();
  await db.schema.alterTable('audit_events').addColumn('actor_on_behalf_of_id', 'integer').execute();
  await db.schema.alterTable('audit_events').addColumn('actor_on_behalf_of_name', 'varchar(64)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `up`
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['actor_on_behalf_of_name', 'actor_on_behalf_of_id']) await db.schema.alterTable('audit_events').dropColumn(column).execute();
  await db.schema.dropIndex('sessions_impersonator_idx').execute();
  for (const column of ['impersonation_reason', 'impersonator_name', 'impersonator_id']) await db.schema.alterTable('sessions').dropColumn(column).execute();
}
