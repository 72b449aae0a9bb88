import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/** The channel every version's new value is announced on, as `name:version` (see version-notices.ts). */
export const VERSION_CHANNEL = 'console_versions';

/** Each version row, the function that moves it on (0002, 0011, 0016), and its name in a notice. */
const VERSIONS = [
  { table: 'data_version', bump: 'bump_data_version', name: 'data' },
  { table: 'principal_version', bump: 'bump_principal_version', name: 'principals' },
  { table: 'audit_version', bump: 'bump_audit_version', name: 'audit' },
] as const;

/**
 * PostgreSQL: each version, as it moves on, is also announced to every listening server. A notice
 * is sent when the writing transaction commits, and only then, so a server that hears it may serve
 * its caches without asking the database on every request (see known-versions.ts). SQLite needs
 * no migration: the server watches its files instead (file-notices.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const { table, bump, name } of VERSIONS) {
    await sql`
      CREATE OR REPLACE FUNCTION ${sql.raw(bump)}() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE moved bigint;
      BEGIN
        UPDATE ${sql.raw(table)} SET version = version + 1 WHERE id = 1 RETURNING version INTO moved;
        PERFORM pg_notify(${sql.raw(`'${VERSION_CHANNEL}'`)}, ${sql.raw(`'${name}:'`)} || moved);
        RETURN NULL;
      END
      $$`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const { table, bump } of VERSIONS) {
    await sql`
      CREATE OR REPLACE FUNCTION ${sql.raw(bump)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ${sql.raw(table)} SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END
      $$`.execute(db);
  }
}
