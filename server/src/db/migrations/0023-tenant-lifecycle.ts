import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The life of a tenant. A sign-up under `SIGNUP=approval` waits (`awaiting_approval`) until an
 * administrator decides. A deleted tenant is disabled and keeps, until `purge_at`, everything it
 * had and whether it was enabled (`enabled_before_delete`), so that restoring it gives it back as
 * it was. Purging deletes its row: users, domains, tokens, sessions and webhooks follow by cascade;
 * audit events name their tenant by id without a foreign key, and stay.
 *
 * Invitations are password links with a purpose: a user invited by mail has no password until
 * they follow one (7 days), and a password reset uses the same table for 30 minutes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const falsy = postgres ? sql`false` : sql`0`;
  await db.schema.alterTable('tenants').addColumn('awaiting_approval', 'boolean', (col) => col.notNull().defaultTo(falsy)).execute();
  await db.schema.alterTable('tenants').addColumn('deleted_at', timestamp).execute();
  await db.schema.alterTable('tenants').addColumn('purge_at', timestamp).execute();
  await db.schema.alterTable('tenants').addColumn('enabled_before_delete', 'boolean').execute();
  // Few rows have either: the purge and the approval list find them without a pass over all.
  await sql`CREATE INDEX tenants_purge_at_idx ON tenants (purge_at) WHERE purge_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX tenants_awaiting_approval_idx ON tenants (tenant_id) WHERE awaiting_approval = ${sql.raw(postgres ? 'true' : '1')}`.execute(db);
  await db.schema.alterTable('password_reset_links').addColumn('purpose', 'varchar(20)', (col) => col.notNull().defaultTo('reset')).execute();
  await db.schema.createIndex('password_reset_links_purpose_idx').on('password_reset_links').columns(['user_id', 'purpose']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `up`
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('password_reset_links_purpose_idx').execute();
  await db.schema.alterTable('password_reset_links').dropColumn('purpose').execute();
  await db.schema.dropIndex('tenants_awaiting_approval_idx').execute();
  await db.schema.dropIndex('tenants_purge_at_idx').execute();
  for (const column of ['enabled_before_delete', 'purge_at', 'deleted_at', 'awaiting_approval']) {
    await db.schema.alterTable('tenants').dropColumn(column).execute();
  }
}
