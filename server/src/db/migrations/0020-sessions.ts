import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Sessions are rows: a token names one by the SHA-256 of its secret, and every call checks that
 * the row is still there. Signing out, "sign out everywhere", a password change or reset, and
 * disabling the user or its tenant delete rows, so what they end stays ended.
 *
 * PostgreSQL: ending a session moves the principals' version on, as a write to users does, so
 * every server stops taking it at once (callers are kept against that version). Signing in and
 * the last-seen time do not: they end nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('sessions')
    .addColumn('session_id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('last_seen_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('client_address', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'session_id']).execute();
  if (postgres) {
    await sql`
      CREATE TRIGGER sessions_principal_version
      AFTER DELETE OR TRUNCATE ON sessions
      FOR EACH STATEMENT EXECUTE FUNCTION bump_principal_version()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`DROP TRIGGER IF EXISTS sessions_principal_version ON sessions`.execute(db);
  await db.schema.dropTable('sessions').execute();
}
