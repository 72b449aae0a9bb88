import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/postgres.js';
import { answerProblems } from './harness/checks.js';
import { report } from './harness/describe.js';
import { ADMIN_PASSWORD, dialect, HardeningServer } from './harness/server.js';
import { TcpProxy } from './harness/tcp-proxy.js';
import { encodeRequest, exchange, type RawAnswer } from './harness/wire.js';

const CLIENT_PATIENCE_MS = 15_000;

/**
 * PostgreSQL only: the embedded SQLite database lives inside the server process and cannot go
 * away while the process runs.
 */
const describeOutage =
  dialect === 'postgres' && testDatabaseUrl
    ? describe
    : describe.skip;
const reason = dialect === 'postgres'
  ? 'skipped: TEST_DATABASE_URL is not set, so PostgreSQL is not tested'
  : 'skipped on SQLite: the embedded database lives inside the server process and cannot go away on its own';

describeOutage(`database outage: PostgreSQL cut off through a proxy, then back [${dialect === 'postgres' && testDatabaseUrl ? dialect : reason}]`, () => {
  let proxy: TcpProxy;
  let server: HardeningServer;
  let token: string;

  beforeAll(async () => {
    const upstream = new URL(testDatabaseUrl ?? '');
    proxy = await TcpProxy.start({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    server = await HardeningServer.create({
      databaseUrl: (url) => {
        const proxied = new URL(url);
        proxied.hostname = '127.0.0.1';
        proxied.port = String(proxy.port);
        return proxied.toString();
      },
    });
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });
  afterAll(async () => {
    await proxy?.set('forward');
    await server?.close();
    await proxy?.stop();
  });

  const get = async (target: string): Promise<{ answer: RawAnswer; ms: number }> => {
    const started = performance.now();
    const { answers, timedOut } = await exchange(
      server.port,
      encodeRequest({ method: 'GET', target, headers: [['Authorization', `Bearer ${token}`]] }),
      { timeoutMs: CLIENT_PATIENCE_MS },
    );
    const [answer] = answers;
    if (!answer || timedOut) throw new Error(`GET ${target} got no answer within ${CLIENT_PATIENCE_MS} ms`);
    return { answer, ms: performance.now() - started };
  };

  const expectUnavailable = async (target: string): Promise<number> => {
    const { answer, ms } = await get(target);
    expect(answer.status, answer.body).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 50300 });
    expect(answerProblems('GET', target, answer, { databaseDown: true })).toEqual([]);
    return ms;
  };

  it('answers 503 promptly while the database is gone, and recovers by itself when it is back', async () => {
    expect((await get('/api/v1/admin/tenant/1')).answer.status).toBe(200);
    const figures: Record<string, number> = {};

    await proxy.set('silent');
    figures['ms to 503, network silent'] = Math.round(await expectUnavailable('/api/v1/admin/tenant/1'));
    figures['ms to 503 from /readyz, network silent'] = Math.round(await expectUnavailable('/readyz'));
    expect(server.alive()).toBe(true);

    await proxy.set('refuse');
    figures['ms to 503, connections refused'] = Math.round(await expectUnavailable('/api/v1/auth/me'));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await proxy.set('forward');
    const back = performance.now();
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 30_000, interval: 200 }).toBe(200);
    figures['ms to recover'] = Math.round(performance.now() - back);
    expect((await get('/api/v1/admin/tenant/1')).answer.status).toBe(200);
    expect(server.alive()).toBe(true);
    report('database outage', figures);
  });
});
