import { expect, it } from 'vitest';
import { byStatus, createTenant, load, report, uniqueName, type Outcome } from './harness/api.js';
import { allServersUp, cluster, describeCluster, query, restartedAfter, signal, state } from './harness/cluster.js';

const WORKERS = 6;

describeCluster('one server killed (kill -9) under load through HAProxy', () => {
  it('loses no acknowledged write, fails at most the requests in flight there, and the server rejoins', async () => {
    await allServersUp();
    const durationMs = cluster.full ? 30_000 : 8000;
    const started = performance.now();
    const victim = 's2';
    let killedAt = 0;
    let oldPid = 0;
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, durationMs / 3));
      oldPid = signal(victim, 'SIGKILL');
      killedAt = performance.now();
    })();
    const outcomes = await load<Outcome & { name: string }>({
      workers: WORKERS,
      maxCalls: cluster.full ? 20_000 : 5000,
      until: () => performance.now() - started > durationMs,
      work: async () => {
        const name = uniqueName('k9');
        return { ...(await createTenant(name)), name };
      },
    });
    await killer;
    await restartedAfter(victim, oldPid);
    await allServersUp();
    const rejoinedMs = performance.now() - killedAt;

    const acknowledged = outcomes.filter((o) => o.status === 201);
    const failed = outcomes.filter((o) => o.status !== 201);
    const found = await query<{ username: string }>('select username from tenants where username = any($1)', [acknowledged.map((o) => o.name)]);
    const failedButWritten = (await query<{ username: string }>('select username from tenants where username = any($1)', [failed.map((o) => o.name)])).length;
    report('kill -9 of one server under load', {
      'writes acknowledged': acknowledged.length,
      'acknowledged but lost': acknowledged.length - found.length,
      'failed requests': failed.length,
      'failed requests that were written nonetheless': failedButWritten,
      'answers by status': JSON.stringify(byStatus(outcomes)),
      'seconds until restarted and UP in HAProxy': (rejoinedMs / 1000).toFixed(1),
      restarts: JSON.stringify(state().restarts),
    });
    expect(acknowledged.length - found.length).toBe(0);
    // At most one request per worker can have been in flight on the killed server.
    expect(failed.length).toBeLessThanOrEqual(WORKERS);
    expect(outcomes.filter((o) => o.status === 500 || o.status === -1)).toEqual([]);
  });
});
