import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * A password reset request is written here, whether or not an account matches, before it is
 * answered; the per-account work (the link, its event, the mail) happens after the answer, from
 * this row, so its time tells nothing and a stop right after the answer loses nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('reset_request_id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('login', 'varchar(320)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('request_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('client_address', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .addColumn('requested_at', timestamp, (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_requests').execute();
}
