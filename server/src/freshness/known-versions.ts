import type { Versions } from './data-version.js';

/** What a read of the versions records as it is sent; given back with its answer. */
export interface ReadTicket {
  order: number;
  writes: number;
  notices: number;
  doubts: number;
}

/**
 * What this server knows of the database's versions without asking: always values the database
 * itself answered, never a notice's. A notice (PostgreSQL's, migration 0017) only says that some
 * version moved on; anyone who may connect can send one, so its payload is not trusted as a value.
 * (SQLite's watch, file-notices.ts, doubts instead: a change to its files comes before the commit
 * shows.)
 *
 * The last read answers without asking only while all three hold:
 * - the notices are heard (set by the listener once its channel is open and a read made after
 *   that is in, so nothing announced before it was missed);
 * - no notice has arrived since that read was sent;
 * - none of this server's own writes has ended since it was sent: its own notice may still be on
 *   its way, and a caller who has just been answered for a write must read it back. (SQLite counts
 *   its own writes on every call instead, with `total_changes()`, and never calls `wrote`.)
 *
 * A write made elsewhere shows here once its notice arrives (about a millisecond on one machine or
 * network) and the next call has read the versions, where every call used to read them.
 */
export class KnownVersions {
  private known: Versions | undefined;
  /** Reads sent so far: of two answers, the one sent later is kept, whichever arrives last. */
  private sent = 0;
  /** What was counted when the read `known` holds was sent. */
  private kept: ReadTicket = { order: 0, writes: -1, notices: -1, doubts: -1 };
  /** This server's statements that may have written, counted when their connection was handed back. */
  private writes = 0;
  private notices = 0;
  private doubts = 0;
  private hearing = false;

  /** The versions, when no read is needed; otherwise undefined. */
  current(): Versions | undefined {
    const { writes, notices } = this.kept;
    return this.hearing && writes === this.writes && notices === this.notices ? this.known : undefined;
  }

  /** Call as a read is sent; give what it returns to `read` with its answer. */
  readSent(): ReadTicket {
    this.sent += 1;
    return { order: this.sent, writes: this.writes, notices: this.notices, doubts: this.doubts };
  }

  /** A read's answer: kept unless a read sent after it has answered already. The caller gets its own. */
  read(ticket: ReadTicket, versions: Versions): Versions {
    if (ticket.order > this.kept.order) {
      this.known = versions;
      this.kept = ticket;
    }
    return versions;
  }

  /** One of this server's connections, which may have written, was handed back (after its commit). */
  wrote(): void {
    this.writes += 1;
  }

  /** A notice: some version moved on. */
  noticed(): void {
    this.notices += 1;
  }

  /** Notices are heard, as proved by a read sent with `ticket`: unless a doubt came after it was sent. */
  trust(ticket: ReadTicket): void {
    if (ticket.doubts === this.doubts) this.hearing = true;
  }

  /** Notices may be missed (the listener's connection failed, or a call found the database unreachable). */
  doubt(): void {
    this.hearing = false;
    this.doubts += 1;
  }
}
