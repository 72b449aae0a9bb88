import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: a version number every write to tenants or domains moves on, in the writing
 * transaction, whoever writes (this server, another instance, the seed command, psql). The full
 * lists are cached against it. SQLite needs no table: `data_version` and `total_changes()` tell
 * the same (see data-version.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE TABLE data_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO data_version (id, version) VALUES (1, 0)`.execute(db);
  await sql`
    CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE data_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END
    $$`.execute(db);
  for (const table of ['tenants', 'domains']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_data_version`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of ['tenants', 'domains']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_data_version`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS bump_data_version()`.execute(db);
  await sql`DROP TABLE IF EXISTS data_version`.execute(db);
}
