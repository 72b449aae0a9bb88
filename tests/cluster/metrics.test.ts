import { expect, it } from 'vitest';
import { call } from './harness/api.js';
import { describeCluster, state, waitUntil } from './harness/cluster.js';

interface Target {
  labels: { server?: string };
  health: string;
}

async function prometheus<T>(route: string): Promise<T> {
  const base = state().prometheus;
  if (!base) throw new Error('the cluster started no Prometheus');
  const answer = (await (await fetch(`${base}${route}`, { signal: AbortSignal.timeout(5000) })).json()) as { status: string; data: T };
  return answer.data;
}

describeCluster('Prometheus beside the cluster', () => {
  it('reads the three servers’ metrics, through their token, and each one’s requests by operation', async (context) => {
    if (!state().prometheus) {
      // Debian's prometheus package is optional for `npm run cluster`; .ci/run installs it.
      console.log('Prometheus beside the cluster: skipped, prometheus is not installed (apt-get install -y prometheus)');
      context.skip();
    }
    expect((await call('GET', '/v1/auth/me')).status).toBe(200);
    const up = await waitUntil(
      'the three servers scraped',
      async () => {
        const { activeTargets } = await prometheus<{ activeTargets: Target[] }>('/api/v1/targets');
        return activeTargets.filter((target) => target.health === 'up').length === 3 ? activeTargets : undefined;
      },
      30_000,
    );
    expect(up.map((target) => target.labels.server).sort()).toEqual(['s1', 's2', 's3']);
    // The servers' metrics are no one else's to read: without the token a server refuses.
    const metricsPort = state().ports.metrics[0];
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);

    const series = await waitUntil(
      'the requests counted',
      async () => {
        const { result } = await prometheus<{ result: { metric: { server: string } }[] }>(
          `/api/v1/query?query=${encodeURIComponent('sum by (server) (tenant_console_http_requests_total{operation="getCurrentUser"})')}`,
        );
        return result.length > 0 ? result : undefined;
      },
      30_000,
    );
    expect(series.every((one) => ['s1', 's2', 's3'].includes(one.metric.server))).toBe(true);
  });
});
