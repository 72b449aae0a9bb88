import { randomUUID } from 'node:crypto';
import type { Versions } from './data-version.js';
import { keepListening, type ListenerOptions, type ListeningAttempt } from './keep-listening.js';
import { VERSION_CHANNEL } from '../db/migrations/0017-version-notices.js';
import { readPostgresVersions } from './postgres-versions.js';

/** What the listener needs of a `pg.Client` of its own. */
export interface ListeningClient {
  connect(): Promise<unknown>;
  query(config: { name?: string; text: string }): Promise<{ rows: Array<Partial<Versions>> }>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  end(): Promise<void>;
}

export interface VersionNoticesOptions extends ListenerOptions {
  /** A new client, not from the pool: it keeps its session (LISTEN) for as long as it lives. */
  newClient: () => ListeningClient;
  /** Sends a notice on the channel from another connection (the pool's). */
  announce: (payload: string) => Promise<void>;
}

const PROBE = 'probe:';

/**
 * Listens to the versions' channel on a connection of its own, and tells `known` whether it may be
 * trusted. It is trusted only once a notice sent through the pool has come back (a pooler in
 * transaction mode, or an engine without LISTEN, passes the LISTEN but never delivers), and a read
 * made after that is in. It stops being trusted the moment its connection fails, or a periodic
 * read does not come back; then every request reads again, until the listener is back.
 */
export function listenForVersions(options: VersionNoticesOptions): { stop: () => Promise<void> } {
  const { known, checkEveryMs = 1000, probeTimeoutMs = 2000 } = options;
  const probes = new Map<string, () => void>();
  let client: ListeningClient | undefined;

  // Anything else on the channel, even junk, only makes the next call read the versions.
  const heard = (message: { channel: string; payload?: string }) => {
    if (message.channel !== VERSION_CHANNEL) return;
    const payload = message.payload ?? '';
    if (payload.startsWith(PROBE)) probes.get(payload.slice(PROBE.length))?.();
    else known.noticed();
  };

  const probe = async () => {
    const token = randomUUID();
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No notice came back on ${VERSION_CHANNEL} within ${probeTimeoutMs} ms: is a pooler in transaction mode in between?`)), probeTimeoutMs);
        timer.unref();
        probes.set(token, () => {
          clearTimeout(timer);
          resolve();
        });
        options.announce(`${PROBE}${token}`).catch((error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    } finally {
      probes.delete(token);
    }
  };

  /** A read on the listener's connection; notices are trusted after it unless a doubt came meanwhile. */
  const readAndTrust = async (on: ListeningClient, attempt: ListeningAttempt) => {
    const ticket = known.readSent();
    known.read(ticket, await readPostgresVersions(on));
    if (!attempt.stopped()) known.trust(ticket);
  };

  /** One connection's life: resolves when stopped, throws when it fails. */
  const listen = async (attempt: ListeningAttempt) => {
    const own = options.newClient();
    client = own;
    const failed = new Promise<never>((_, reject) => {
      // At once, not after the promise settles: a notice may already have been missed.
      const fail = (error: Error) => {
        known.doubt();
        reject(error);
      };
      own.on('error', fail);
      own.on('end', () => fail(new Error('The connection that hears the versions ended')));
    });
    failed.catch(() => undefined);
    own.on('notification', heard);
    await Promise.race([failed, own.connect()]);
    await Promise.race([failed, own.query({ text: `LISTEN ${VERSION_CHANNEL}` })]);
    await Promise.race([failed, probe()]);
    await Promise.race([failed, readAndTrust(own, attempt)]);
    if (attempt.stopped()) return;
    attempt.heard();
    while (!attempt.stopped()) {
      await Promise.race([failed, attempt.pause(checkEveryMs)]);
      if (attempt.stopped()) break;
      // Trusted again after a doubt (a call found the database unreachable): the connection
      // answers, and notices held back while it was silent come with it.
      await Promise.race([failed, readAndTrust(own, attempt)]);
    }
  };

  return keepListening(options, listen, async () => {
    const ending = client;
    client = undefined;
    await ending?.end().catch(() => undefined);
  });
}
