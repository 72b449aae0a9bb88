import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { KnownVersions } from '../../../server/src/freshness/known-versions.js';
import { listenForVersions, type ListeningClient } from '../../../server/src/freshness/version-notices.js';
import { VERSION_CHANNEL } from '../../../server/src/db/migrations/0017-version-notices.js';
import { readPostgresVersions } from '../../../server/src/freshness/postgres-versions.js';

/** A database of one version row, which delivers notices to its listening clients (unless deaf). */
function fakeDatabase(options: { deaf?: boolean; endHangs?: boolean } = {}) {
  const listening = new Set<EventEmitter>();
  const clients: Array<EventEmitter & ListeningClient> = [];
  let data = 1;
  const deliver = (payload: string) =>
    setImmediate(() => {
      if (!options.deaf) for (const client of listening) client.emit('notification', { channel: VERSION_CHANNEL, payload });
    });
  const newClient = () => {
    const client = Object.assign(new EventEmitter(), {
      connect: () => Promise.resolve(),
      query: ({ text }: { name?: string; text: string }) => {
        if (text.startsWith('LISTEN')) listening.add(client);
        return Promise.resolve({ rows: [{ data: String(data), principals: '1', audit: '1' }] });
      },
      end: () => {
        // A silent network: a graceful end waits for an answer that never comes.
        if (options.endHangs) return new Promise<void>(() => undefined);
        listening.delete(client);
        return Promise.resolve();
      },
    });
    clients.push(client);
    return client;
  };
  return {
    newClient,
    clients,
    announce: (payload: string) => {
      deliver(payload);
      return Promise.resolve();
    },
    /** A write committed elsewhere: the row moves on and the notice goes out. */
    write: () => {
      data += 1;
      deliver(`data:${data}`);
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2000) throw new Error('waited 2 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

function listen(database: ReturnType<typeof fakeDatabase>, known: KnownVersions, stopWaitMs?: number) {
  const lost: Error[] = [];
  let heard = 0;
  const { stop } = listenForVersions({
    known,
    newClient: database.newClient,
    announce: database.announce,
    onLost: (error) => lost.push(error),
    onHeard: () => (heard += 1),
    probeTimeoutMs: 50,
    retryAfterMs: 10,
    checkEveryMs: 60_000,
    ...(stopWaitMs === undefined ? {} : { stopWaitMs }),
  });
  stops.push(stop);
  return { lost, heard: () => heard, stop };
}

describe("hearing the database's notices of its versions", () => {
  it('is trusted once its own notice came back and a read made after it is in; a notice then makes the next call read', async () => {
    const database = fakeDatabase();
    const known = new KnownVersions();
    listen(database, known);
    await until(() => known.current() !== undefined);
    expect(known.current()?.data).toBe('1');
    database.write();
    // The notice makes the next call read the versions, as `postgresVersions` does.
    await until(() => known.current() === undefined);
    known.read(known.readSent(), await readPostgresVersions(database.newClient()));
    expect(known.current()?.data).toBe('2');
  });

  it('is never trusted where notices do not come back (a pooler in transaction mode), and says so once', async () => {
    const database = fakeDatabase({ deaf: true });
    const known = new KnownVersions();
    const { lost } = listen(database, known);
    await until(() => database.clients.length >= 3);
    expect(known.current()).toBeUndefined();
    expect(lost).toHaveLength(1);
    expect(lost[0]?.message).toMatch(/No notice came back/);
  });

  it('stops being trusted the moment its connection fails, and is trusted again once it listens anew', async () => {
    const database = fakeDatabase();
    const known = new KnownVersions();
    const { lost, heard } = listen(database, known);
    await until(() => known.current() !== undefined);
    database.clients[0]?.emit('error', new Error('terminating connection due to administrator command'));
    expect(known.current()).toBeUndefined();
    await until(() => lost.length > 0);
    expect(lost.map((error) => error.message)).toEqual(['terminating connection due to administrator command']);
    database.write();
    await until(() => known.current() !== undefined);
    // The notice went out while nobody listened: the read made on listening again holds it.
    expect(known.current()?.data).toBe('2');
    expect(heard()).toBe(1);
  });

  it('ends its connection when stopped, reporting nothing', async () => {
    const database = fakeDatabase();
    const known = new KnownVersions();
    const { lost, stop } = listen(database, known);
    await until(() => known.current() !== undefined);
    await stop();
    expect(known.current()).toBeUndefined();
    expect(lost).toEqual([]);
    database.write();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(database.clients).toHaveLength(1);
  });

  it('stops even when its connection never finishes ending (a silent network)', async () => {
    const database = fakeDatabase({ endHangs: true });
    const known = new KnownVersions();
    const { stop } = listen(database, known, 20);
    await until(() => known.current() !== undefined);
    await stop();
    expect(known.current()).toBeUndefined();
  });
});
