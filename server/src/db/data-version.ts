import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import type { DialectName } from './dialect.js';

/** Something that changes whenever any row changes, from this process or any other. */
export type DataVersion = () => Promise<string>;

/**
 * SQLite answers cheaply and exactly: `total_changes()` counts this connection's writes and
 * `data_version` changes when another connection (a second server, the seed command) commits.
 * PostgreSQL has no equivalent this cheap, so there is none there and nothing is cached.
 */
export function dataVersionOf(db: Kysely<Database>, dialect: DialectName): DataVersion | undefined {
  if (dialect !== 'sqlite') return undefined;
  const query = sql<{ version: string }>`select total_changes() || ':' || (select data_version from pragma_data_version) as version`;
  return async () => {
    const { rows } = await query.execute(db);
    return rows[0]?.version ?? '';
  };
}
