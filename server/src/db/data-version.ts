import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './database.js';
import { dialectOf } from './dialect.js';

/** Something that changes whenever any row changes, from this process or any other. */
export type DataVersion = () => Promise<string>;

/**
 * Both answer cheaply and exactly. SQLite: `total_changes()` counts this connection's writes and
 * `data_version` changes when another connection (a second server, the seed command) commits.
 * PostgreSQL: a row that triggers on tenants and domains move on (migration 0002).
 * An expression, so that a query every request makes anyway (who is calling) can carry it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema, transactions included
export function dataVersionExpression(db: Kysely<any>): RawBuilder<string> {
  return dialectOf(db) === 'sqlite'
    ? sql<string>`(total_changes() || ':' || (select data_version from pragma_data_version))`
    : sql<string>`(select version::text from data_version where id = 1)`;
}

export function dataVersionOf(db: Kysely<Database>): DataVersion {
  // Compiled once: it runs on every answer served from a cache that no request's read carried.
  const compiled = db.selectNoFrom(dataVersionExpression(db).as('version')).compile();
  return async () => {
    const { rows } = await db.executeQuery(compiled);
    return rows[0]?.version ?? '';
  };
}
