import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTemporaryDatabase, testDatabaseUrl } from '../../helpers/postgres.js';
import { startServer, type RunningServer } from '../../helpers/server-process.js';
import { WebhookReceiver } from '../../helpers/webhook-receiver.js';

const ADMIN_PASSWORD = 'admin-password-for-the-outbox';
const FAST = {
  WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
  WEBHOOK_TIMEOUT_MS: '500',
  WEBHOOK_RETRY_SCHEDULE: '0.1,0.1,0.1',
  WEBHOOK_POLL_MS: '25',
  ADMIN_PASSWORD,
};

async function api<T>(server: RunningServer, token: string | undefined, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${route}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: T };
  if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

const signIn = async (server: RunningServer) => (await api<{ token: string }>(server, undefined, 'POST', '/v1/auth/login', { username: 'admin', password: ADMIN_PASSWORD })).token;

describe('the webhook outbox across processes', () => {
  const running: RunningServer[] = [];
  let receiver: WebhookReceiver | undefined;

  afterEach(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await receiver?.close();
  });

  it('delivers, after kill -9 and a restart, every event it had written, those in flight included (at least once)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-outbox-'));
    const env = { ...FAST, DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none') };
    receiver = await WebhookReceiver.start();
    const first = await startServer(env);
    running.push(first);
    const admin = await signIn(first);
    await api(first, admin, 'POST', '/v1/webhooks', { url: receiver.url, eventTypes: ['user.*'] });
    // The receiver holds the first request open: the server is killed with one delivery in flight and the rest waiting.
    receiver.answerAlways({ hangMs: 60_000 });
    const names = ['outbox-1', 'outbox-2', 'outbox-3'];
    for (const username of names) await api(first, admin, 'POST', '/v1/users', { username, role: 'member' });
    await receiver.waitFor(1);
    first.child.kill('SIGKILL');
    await first.exited;

    receiver.answerAlways({ status: 200, body: 'ok' });
    const second = await startServer(env);
    running.push(second);
    const delivered = async () => new Set(receiver?.received.map((request) => JSON.parse(request.body) as { data: { target: { label: string } } }).map((payload) => payload.data.target.label));
    await expect.poll(delivered, { timeout: 30_000, interval: 100 }).toEqual(new Set(names));
  }, 60_000);

  const describePostgres = testDatabaseUrl ? describe : describe.skip;
  describePostgres(`two servers on one PostgreSQL${testDatabaseUrl ? '' : ' [skipped: TEST_DATABASE_URL is not set]'}`, () => {
    it('share the outbox: each delivery is claimed by one of them and sent once', async () => {
      const database = await createTemporaryDatabase();
      try {
        const shared = { ...FAST, DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), SECRET_KEY: randomBytes(32).toString('hex') };
        receiver = await WebhookReceiver.start();
        const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-outbox-pg-')));
        const one = await startServer({ ...shared, DATA_DIR: dirs[0] ?? '', STATIC_DIR: 'none' });
        running.push(one);
        const two = await startServer({ ...shared, DATA_DIR: dirs[1] ?? '', STATIC_DIR: 'none' });
        running.push(two);
        const admin = await signIn(one);
        await api(one, admin, 'POST', '/v1/webhooks', { url: receiver.url, eventTypes: ['user.created'] });
        const count = 40;
        await Promise.all(Array.from({ length: count }, (_, i) => api(i % 2 === 0 ? one : two, admin, 'POST', '/v1/users', { username: `shared-${i}`, role: 'member' })));
        await receiver.waitFor(count, 30_000);
        // Both servers poll every 25 ms; a moment more shows that no delivery came twice.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const ids = receiver.received.map((request) => String(request.headers['webhook-id']));
        expect(ids).toHaveLength(count);
        expect(new Set(ids).size).toBe(count);
      } finally {
        for (const server of running.splice(0)) {
          if (server.child.exitCode === null) server.child.kill('SIGKILL');
          await server.exited;
        }
        await database.drop();
      }
    }, 60_000);
  });
});
