import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/postgres.js';
import { report } from './harness/describe.js';
import { dialect, HardeningServer } from './harness/server.js';
import { TcpProxy } from './harness/tcp-proxy.js';

// Longer than the server takes to boot on a busy machine, so its first tries are refused, and
// longer than the 10 s Fastify gives a plugin by default, which once ended such a start.
const UNREACHABLE_FOR_MS = 15_000;

/** PostgreSQL only: SQLite is a file inside the server process, there when the process is. */
const describeStart = dialect === 'postgres' && testDatabaseUrl ? describe : describe.skip;
const reason = dialect === 'postgres' ? 'skipped: TEST_DATABASE_URL is not set, so PostgreSQL is not tested' : 'skipped on SQLite: the database is a file inside the server process';

describeStart(`a server started while PostgreSQL cannot be reached [${dialect === 'postgres' && testDatabaseUrl ? dialect : reason}]`, () => {
  let proxy: TcpProxy | undefined;
  let server: HardeningServer | undefined;

  afterAll(async () => {
    await server?.close();
    await proxy?.stop();
  });

  it('waits for it, migrating once it answers, instead of exiting', async () => {
    const upstream = new URL(testDatabaseUrl ?? '');
    proxy = await TcpProxy.start({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    await proxy.set('refuse');
    const refused = proxy;
    const started = performance.now();
    const back = new Promise<void>((resolve) => setTimeout(() => void refused.set('forward').then(resolve), UNREACHABLE_FOR_MS));
    server = await HardeningServer.create({
      databaseUrl: (url) => {
        const proxied = new URL(url);
        proxied.hostname = '127.0.0.1';
        proxied.port = String(refused.port);
        return proxied.toString();
      },
      env: { LOG_LEVEL: 'info' },
    });
    const readyMs = performance.now() - started;
    await back;
    // Ready only once the database answered, and still the first process: it waited, it did not exit.
    expect(server.alive()).toBe(true);
    expect(readyMs).toBeGreaterThanOrEqual(UNREACHABLE_FOR_MS);
    report('database unreachable at start', { 'ms unreachable': UNREACHABLE_FOR_MS, 'ms to ready': Math.round(readyMs) });
  });
});
