import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Programs get their own door. A user is a `person` or a `service` account: a service account has
 * no password (its hash matches nothing) and calls with API tokens, rows a token names by the
 * SHA-256 of its secret, as sessions are named. Revoking deletes the row.
 *
 * Audit events name the API token a call was made with (`actor_token_name`), null for a session.
 *
 * PostgreSQL: revoking a token moves the principals' version on, as ending a session does, so
 * every server stops taking it at once. Making one and noting its last use do not: they end nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('users').addColumn('kind', 'varchar(10)', (col) => col.notNull().defaultTo('person')).execute();
  await db.schema.alterTable('users').addColumn('description', 'varchar(500)', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.createIndex('users_tenant_kind_idx').on('users').columns(['tenant_id', 'kind', 'user_id']).execute();
  await db.schema.alterTable('audit_events').addColumn('actor_token_name', 'varchar(100)').execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('token_id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('prefix', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp)
    .addColumn('last_used_at', timestamp)
    .addColumn('last_used_from', 'varchar(64)')
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').columns(['user_id', 'token_id']).execute();
  if (postgres) {
    await sql`
      CREATE TRIGGER api_tokens_principal_version
      AFTER DELETE OR TRUNCATE ON api_tokens
      FOR EACH STATEMENT EXECUTE FUNCTION bump_principal_version()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`DROP TRIGGER IF EXISTS api_tokens_principal_version ON api_tokens`.execute(db);
  await db.schema.dropTable('api_tokens').execute();
  await db.schema.alterTable('audit_events').dropColumn('actor_token_name').execute();
  await db.schema.dropIndex('users_tenant_kind_idx').execute();
  await db.schema.alterTable('users').dropColumn('description').execute();
  await db.schema.alterTable('users').dropColumn('kind').execute();
}
