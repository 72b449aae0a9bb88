import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: a second version number, moved on by every write to users, in the writing
 * transaction, whoever writes. Who is calling is read from users and tenants, so the server
 * keeps callers as read for as long as this number and the data version (tenants) stand still.
 * Its own row: sign-ins write users, and must not end the lists' caches. SQLite needs no table
 * (see data-version.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE TABLE principal_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO principal_version (id, version) VALUES (1, 0)`.execute(db);
  await sql`
    CREATE FUNCTION bump_principal_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE principal_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER users_principal_version
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION bump_principal_version()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP TRIGGER IF EXISTS users_principal_version ON users`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_principal_version()`.execute(db);
  await sql`DROP TABLE IF EXISTS principal_version`.execute(db);
}
