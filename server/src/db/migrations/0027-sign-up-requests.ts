import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * A sign-up is written here, as asked, before it is answered; whether its email has an account
 * is looked up after the answer, so that neither the answer nor its time says so. A request whose
 * email is free then gets a mailed link (kept as the SHA-256 of its token) that creates the tenant
 * and its owner once; a request whose email has an account is removed as its mail goes.
 * `token_hash` is null while the request waits for that work.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('sign_up_requests')
    .addColumn('sign_up_request_id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('username', 'varchar(64)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('requested_at', timestamp, (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('expires_at', timestamp)
    .addColumn('used_at', timestamp)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_up_requests').execute();
}
