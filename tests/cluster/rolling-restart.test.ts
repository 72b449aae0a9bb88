import { expect, it } from 'vitest';
import { byStatus, call, createTenant, load, report, uniqueName } from './harness/api.js';
import { allServersUp, cluster, describeCluster, restartedAfter, signal, state } from './harness/cluster.js';

describeCluster('rolling restart with SIGTERM under load', () => {
  it('restarts every server in turn without one failed request', async () => {
    await allServersUp();
    let loading = true;
    const background = load({
      workers: 6,
      maxCalls: cluster.full ? 50_000 : 10_000,
      until: () => !loading,
      work: (n) => (n % 3 === 0 ? createTenant(uniqueName('roll')) : call('GET', '/v1/admin/tenant?range=[0,24]')),
    });
    const started = performance.now();
    const rounds = cluster.full ? 2 : 1;
    for (let round = 0; round < rounds; round += 1) {
      for (const name of state().servers) {
        const old = signal(name, 'SIGTERM');
        await restartedAfter(name, old);
        await allServersUp();
      }
    }
    // A moment more of load on the restarted servers.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    loading = false;
    const outcomes = await background;
    const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    report('rolling restart (SIGTERM) under load', {
      restarts: rounds * 3,
      seconds: ((performance.now() - started) / 1000).toFixed(1),
      requests: outcomes.length,
      'failed requests': failed.length,
      'answers by status': JSON.stringify(byStatus(outcomes)),
    });
    expect(failed).toEqual([]);
  });
});
