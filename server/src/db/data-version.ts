import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import type { DialectName } from './dialect.js';

/** Something that changes whenever any row changes, from this process or any other. */
export type DataVersion = () => Promise<string>;

/**
 * Both answer cheaply and exactly. SQLite: `total_changes()` counts this connection's writes and
 * `data_version` changes when another connection (a second server, the seed command) commits.
 * PostgreSQL: a row that triggers on tenants and domains move on (migration 0002).
 */
export function dataVersionOf(db: Kysely<Database>, dialect: DialectName): DataVersion {
  const query =
    dialect === 'sqlite'
      ? sql<{ version: string }>`select total_changes() || ':' || (select data_version from pragma_data_version) as version`
      : sql<{ version: string }>`select version::text as version from data_version where id = 1`;
  // Compiled once: it runs on every answer served from a cache.
  const compiled = query.compile(db);
  return async () => {
    const { rows } = await db.executeQuery(compiled);
    return rows[0]?.version ?? '';
  };
}
