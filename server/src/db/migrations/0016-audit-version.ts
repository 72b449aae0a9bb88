import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: a third version number, moved on by every statement that writes the audit log, in
 * the writing transaction, whoever writes. Pages of the log are kept against it, so a page is sent
 * without a query until an event is written. Its own row: an event is written with nearly every
 * change, and must not end the caches of tenants or callers with it. SQLite needs no table (see
 * data-version.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE TABLE audit_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO audit_version (id, version) VALUES (1, 0)`.execute(db);
  await sql`
    CREATE FUNCTION bump_audit_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE audit_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END
    $$`.execute(db);
  // Deletes too: the retention purge is the one delete the log allows.
  await sql`
    CREATE TRIGGER audit_events_audit_version
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_events
    FOR EACH STATEMENT EXECUTE FUNCTION bump_audit_version()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP TRIGGER IF EXISTS audit_events_audit_version ON audit_events`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_audit_version()`.execute(db);
  await sql`DROP TABLE IF EXISTS audit_version`.execute(db);
}
