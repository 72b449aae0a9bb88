import type { Versions } from './data-version.js';

export type VersionName = keyof Versions;

/** The newer of two versions (counters written as decimal text; '' is none yet). */
function newer(a: string, b: string): string {
  if (a === '' || b === '') return a === '' ? b : a;
  return BigInt(a) >= BigInt(b) ? a : b;
}

const NAMES: VersionName[] = ['data', 'principals', 'audit'];

function isOlder(a: string, b: string): boolean {
  return a !== b && newer(a, b) === b;
}

function merged(a: Versions, b: Versions): Versions {
  return { data: newer(a.data, b.data), principals: newer(a.principals, b.principals), audit: newer(a.audit, b.audit) };
}

/**
 * What this server knows of PostgreSQL's versions without asking: the last read, moved on by the
 * notices the database sends as each writing transaction commits (migration 0017).
 *
 * It answers without a round trip only while both hold:
 * - the notices are heard (`hearing`, set by the listener once its channel is open and a read
 *   made after that is in, so nothing announced before it was missed);
 * - none of this server's own writes has ended since the last read was sent. Its own notice may
 *   still be on its way, and a caller who has just been answered for a write must read it back.
 *
 * A write made through another server shows here once its notice arrives: within a millisecond or
 * so on one network, as against the round trip every request would otherwise wait for.
 */
export class KnownVersions {
  // Notices heard before the first read still count: the read may have been made before their commit.
  private known: Versions = { data: '', principals: '', audit: '' };
  /** This server's statements that may have written, counted when their connection was handed back. */
  private writes = 0;
  /** The writes counted when the newest read that `known` holds was sent. */
  private writesRead = -1;
  private hearing = false;
  /** Periodic reads in a row that found a version older than the one known. */
  private readsBehind = 0;

  /** The versions, when no read is needed; otherwise undefined. */
  current(): Versions | undefined {
    return this.hearing && this.writesRead === this.writes ? this.known : undefined;
  }

  /** Call as a read is sent; give what it returns to `read` with its answer. */
  readSent(): number {
    return this.writes;
  }

  /** A read's answer, sent when `readSent` returned `sentAt`: the newest of it and what is known. */
  read(sentAt: number, versions: Versions): Versions {
    this.known = merged(this.known, versions);
    this.writesRead = Math.max(this.writesRead, sentAt);
    return this.known;
  }

  /**
   * The listener's periodic read. A read may come back older than a notice heard meanwhile, but
   * not twice in a row, a second apart: then the database itself went back (restored from a backup,
   * or a notice was forged), and what it says now is taken as it is.
   */
  checked(sentAt: number, versions: Versions): Versions {
    const behind = NAMES.some((name) => isOlder(versions[name], this.known[name]));
    this.readsBehind = behind ? this.readsBehind + 1 : 0;
    if (this.readsBehind >= 2) {
      this.known = versions;
      this.readsBehind = 0;
    }
    return this.read(sentAt, versions);
  }

  /** One of this server's connections, which may have written, was handed back (after its commit). */
  wrote(): void {
    this.writes += 1;
  }

  /** A notice: `name` moved on to `version`. */
  noticed(name: VersionName, version: string): void {
    this.known = { ...this.known, [name]: newer(this.known[name], version) };
  }

  /** Whether notices are heard: false the moment the listener's connection is in doubt. */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
  }
}
