import autocannon from 'autocannon';
import { expect, it } from 'vitest';
import { budget } from './harness/budget.js';
import { describeHardening, report } from './harness/describe.js';
import { useServerWithWorld } from './harness/fixture.js';


describeHardening('load: many connections on reads and writes for a bounded time', () => {
  const fixture = useServerWithWorld(20);

  it('answers every request, with no error and no timeout', async () => {
    const ids = fixture.world.tenants.map((t) => t.tenantId);
    const readPaths = ['/api/v1/auth/me', '/api/v1/admin/tenant', '/api/v1/admin/tenant/with-domains', ...ids.map((id) => `/api/v1/admin/tenant/${id}`)];
    const writable = fixture.world.tenants.filter((t) => t.enabled && t.tenantId !== fixture.world.c.tenantId).map((t) => t.tenantId);
    let reads = 0;
    let writes = 0;
    const common = {
      url: fixture.server.url,
      duration: budget.loadSeconds,
      timeout: 10,
      headers: { authorization: `Bearer ${fixture.adminToken}`, 'content-type': 'application/json' },
    };
    const writers = Math.max(2, Math.floor(budget.loadConnections / 4));
    const [read, write] = await Promise.all([
      autocannon({
        ...common,
        connections: budget.loadConnections - writers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: readPaths[reads++ % readPaths.length] ?? '/api/v1/auth/me' }) }],
      }),
      autocannon({
        ...common,
        connections: writers,
        requests: [
          {
            method: 'PUT',
            setupRequest: (request) => {
              writes += 1;
              return { ...request, path: `/api/v1/admin/tenant/${writable[writes % writable.length]}`, body: JSON.stringify({ remark: `load ${writes}` }) };
            },
          },
        ],
      }),
    ]);
    const failures = (result: autocannon.Result) => ({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx });
    expect(failures(read)).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(failures(write)).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(read.requests.total).toBeGreaterThan(0);
    expect(write.requests.total).toBeGreaterThan(0);
    expect(fixture.server.alive()).toBe(true);
    report('load', {
      connections: budget.loadConnections,
      seconds: budget.loadSeconds,
      'reads answered': read.requests.total,
      'writes answered': write.requests.total,
      'reads per second': Math.round(read.requests.average),
      'writes per second': Math.round(write.requests.average),
      'read p99 ms': read.latency.p99,
      'write p99 ms': write.latency.p99,
      'errors and timeouts': 0,
    });
  });
});
