import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serversOfEachTest } from '../../helpers/servers-of-each-test.js';

describe('the drain on SIGTERM (SHUTDOWN_DRAIN_MS), for a load balancer', () => {
  const { dataDir, start } = serversOfEachTest('drain');

  it('answers /readyz 503 at once, still serves requests while the drain lasts, then exits cleanly', async () => {
    const server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), SHUTDOWN_DRAIN_MS: '1500' });
    const { url } = server;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 1000, interval: 10 }).toBe(503);
    const notReady = await fetch(`${url}/readyz`);
    expect(await notReady.json()).toMatchObject({ code: 50300, data: null });
    // Still served: a load balancer that has not yet seen the check sends here for a moment more.
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'wrong-password' }),
    });
    expect(login.status).toBe(401);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(1400);
    expect(server.output()).toContain('still serving while the load balancer lets go');
  });
});
