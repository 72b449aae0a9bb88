import { afterThisTurn, type Versions, type VersionsReader } from './data-version.js';
import type { KnownVersions } from './known-versions.js';

/** What `postgresVersions` needs of a `pg.Pool`: one query, with the pool's own checkout and errors. */
export interface PreparedQuerier {
  query(config: { name: string; text: string }): Promise<{ rows: Array<Partial<Versions>> }>;
}

/** Named, so each pooled connection parses and plans it once, not on every read. */
export const VERSIONS_STATEMENT = {
  name: 'console_versions',
  text:
    'select (select version::text from data_version where id = 1) as data, ' +
    '(select version::text from principal_version where id = 1) as principals, ' +
    '(select version::text from audit_version where id = 1) as audit',
} as const;

/** Reads the three versions in one round trip. */
export async function readPostgresVersions(pool: PreparedQuerier): Promise<Versions> {
  const { rows } = await pool.query(VERSIONS_STATEMENT);
  return { data: rows[0]?.data ?? '', principals: rows[0]?.principals ?? '', audit: rows[0]?.audit ?? '' };
}

/**
 * PostgreSQL: rows that triggers move on in the writing transaction, whoever writes (this server,
 * another instance, the seed command, psql): tenants and domains move the data version (migration
 * 0002), users the principal version (0011), audit events the audit version (0016).
 *
 * While the database's notices of them are heard (0017, version-notices.ts), they are known
 * without asking (see `KnownVersions` for when). Otherwise all three are read in one statement,
 * sent once for the requests of one turn of the event loop (see `afterThisTurn`), on the pool
 * itself rather than through Kysely: as a prepared statement, the database's share of a read falls
 * by half (no parse and plan per read), and Kysely's per-query work goes. Reads of successive turns
 * may be on their way at once, on different connections: a request waits for one round trip, not
 * for the end of an earlier read and then its own.
 */
export function postgresVersions(pool: PreparedQuerier, known: KnownVersions): VersionsReader {
  return afterThisTurn(async () => known.current() ?? readInto(known, pool));
}

/** PostgreSQL, read from the database whether notices are heard or not: for the calls that write. */
export function postgresExactVersions(pool: PreparedQuerier, known: KnownVersions): VersionsReader {
  return afterThisTurn(() => readInto(known, pool));
}

/** A read of the versions, kept in `known` if no later-sent read has answered; the caller gets its own answer. */
async function readInto(known: KnownVersions, pool: PreparedQuerier): Promise<Versions> {
  const ticket = known.readSent();
  return known.read(ticket, await readPostgresVersions(pool));
}
