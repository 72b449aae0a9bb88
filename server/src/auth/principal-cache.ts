import type { Versions, VersionsReader } from '../freshness/data-version.js';
import type { SessionRecord } from './session-repository.js';
import type { Principal } from './principal.js';

/** Who is calling, in which session (or with which API token), and the versions read before them: cached answers are checked against them. */
export interface PrincipalRead<Held = SessionRecord> {
  principal: Principal;
  session: Held;
  versions: Versions;
}

/** Where a caller is read from by the hash of the secret they hold: sessions, or API tokens. */
export interface CallerSource<Held> {
  findCaller(secretHash: string): Promise<{ principal: Principal; session: Held } | undefined>;
}

/** Callers kept at once (bounded, least recently used out first). */
const CALLERS_KEPT = 10_000;

/**
 * Who is calling, by the session their token names, as last read, for as long as nothing they are
 * read from has been written since: the versions are checked on every request (so ending a
 * session, disabling a user or their tenant, or changing a password ends their tokens whoever
 * writes), but the caller's row is read again only after a write. On PostgreSQL that spares a
 * round trip per request; on SQLite, the statement and Kysely's queue. A call that writes
 * (`exact`) checks versions read from the database itself; one that reads may take them from what
 * the server knows without asking (PostgreSQL's notices, SQLite's watched files: see KnownVersions).
 */
export class PrincipalCache<Held = SessionRecord> {
  private readonly callers = new Map<string, { key: string; principal: Principal; session: Held }>();

  constructor(
    private readonly versions: VersionsReader,
    private readonly sessions: CallerSource<Held>,
    private readonly exactVersions: VersionsReader = versions,
  ) {}

  /** `tokenHash`: the hash of the session secret the token carries. */
  async read(tokenHash: string, exact = false): Promise<PrincipalRead<Held> | undefined> {
    // Read before the caller: what is then read of them is at least as new as the key it is kept under.
    const versions = await (exact ? this.exactVersions() : this.versions());
    const key = `${versions.data}/${versions.principals}`;
    const kept = this.callers.get(tokenHash);
    if (kept?.key === key) {
      this.callers.delete(tokenHash);
      this.callers.set(tokenHash, kept);
      return { principal: kept.principal, session: kept.session, versions };
    }
    const found = await this.sessions.findCaller(tokenHash);
    this.callers.delete(tokenHash);
    if (!found) return undefined;
    this.callers.set(tokenHash, { key, ...found });
    if (this.callers.size > CALLERS_KEPT) {
      const oldest = this.callers.keys().next().value;
      if (oldest !== undefined) this.callers.delete(oldest);
    }
    return { ...found, versions };
  }
}
