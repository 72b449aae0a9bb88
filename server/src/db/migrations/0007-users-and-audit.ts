import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Users get a role and a profile inside their tenant, and every change and sign-in gets its audit
 * event. Existing users (the first administrator, the seeded owners) become their tenant's owners.
 * Audit events cannot be changed or deleted, by this server or anyone else, except by the
 * retention job, which deletes old events while it holds the one row of `audit_retention_grant`
 * inside its transaction (no other transaction ever sees that row).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema.alterTable('users').addColumn('role', 'varchar(10)', (col) => col.notNull().defaultTo('member')).execute();
  await db.schema.alterTable('users').addColumn('display_name', 'varchar(100)', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('email', 'varchar(254)').execute();
  await db.schema.alterTable('users').addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(sql`true`)).execute();
  await db.schema.alterTable('users').addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(sql`false`)).execute();
  await db.schema.alterTable('users').addColumn('two_factor_enabled', 'boolean', (col) => col.notNull().defaultTo(sql`false`)).execute();
  await db.schema.alterTable('users').addColumn('updated_at', timestamp).execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', timestamp).execute();
  await sql`UPDATE users SET role = 'owner', updated_at = created_at`.execute(db);

  await db.schema.createIndex('users_email_key').on('users').unique().expression(sql`lower(email)`).execute();
  // One tenant's users in every order the list offers, ties broken by id.
  await db.schema.createIndex('users_tenant_user_idx').on('users').columns(['tenant_id', 'user_id']).execute();
  await db.schema.createIndex('users_tenant_username_idx').on('users').expression(sql`tenant_id, lower(username), user_id`).execute();
  for (const column of ['role', 'enabled', 'created_at', 'last_sign_in_at']) {
    await db.schema.createIndex(`users_tenant_${column}_idx`).on('users').columns(['tenant_id', column, 'user_id']).execute();
  }

  await db.schema
    .createTable('audit_events')
    .addColumn('event_id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('at', timestamp, (col) => col.notNull())
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_username', 'varchar(64)', (col) => col.notNull())
    .addColumn('actor_is_admin', 'boolean', (col) => col.notNull())
    // No foreign keys: an event outlives the user and keeps the names as they were.
    .addColumn('tenant_id', 'integer')
    .addColumn('target_type', 'varchar(10)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('target_label', 'varchar(255)', (col) => col.notNull())
    .addColumn('changes', 'text', (col) => col.notNull())
    .addColumn('request_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('client_address', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .execute();
  // Every filter the log offers, each newest first.
  await db.schema.createIndex('audit_events_tenant_idx').on('audit_events').columns(['tenant_id', 'event_id']).execute();
  await db.schema.createIndex('audit_events_actor_idx').on('audit_events').columns(['actor_user_id', 'event_id']).execute();
  await db.schema.createIndex('audit_events_action_idx').on('audit_events').columns(['action', 'event_id']).execute();
  await db.schema.createIndex('audit_events_target_idx').on('audit_events').columns(['target_type', 'target_id', 'event_id']).execute();
  await db.schema.createIndex('audit_events_at_idx').on('audit_events').columns(['at', 'event_id']).execute();

  await db.schema.createTable('audit_retention_grant').addColumn('granted', 'integer', (col) => col.notNull()).execute();
  if (postgres) {
    await sql`
      CREATE FUNCTION audit_events_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM audit_retention_grant) THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit events cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
      END
      $$`.execute(db);
    await sql`CREATE TRIGGER audit_events_immutable BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_immutable()`.execute(db);
    await sql`CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
      FOR EACH STATEMENT EXECUTE FUNCTION audit_events_immutable()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events BEGIN
    SELECT RAISE(ABORT, 'audit events cannot be changed or deleted');
  END`.execute(db);
  await sql`CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
    WHEN NOT EXISTS (SELECT 1 FROM audit_retention_grant) BEGIN
    SELECT RAISE(ABORT, 'audit events cannot be changed or deleted');
  END`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.dropTable('audit_retention_grant').execute();
  if (dialectOf(db) === 'postgres') await sql`DROP FUNCTION IF EXISTS audit_events_immutable()`.execute(db);
  for (const index of ['users_email_key', 'users_tenant_user_idx', 'users_tenant_username_idx', 'users_tenant_role_idx', 'users_tenant_enabled_idx', 'users_tenant_created_at_idx', 'users_tenant_last_sign_in_at_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['role', 'display_name', 'email', 'enabled', 'must_change_password', 'two_factor_enabled', 'updated_at', 'last_sign_in_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
