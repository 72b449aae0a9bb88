import { expect, it } from 'vitest';
import { byStatus, createTenant, load, report, uniqueName, type Outcome } from './harness/api.js';
import { allServersUp, cluster, databaseWhole, describeCluster, postmasterPid, primaryNode, query, state, waitUntil } from './harness/cluster.js';

describeCluster('primary failover under writes (kill -9 of the primary postmaster)', () => {
  it('Patroni promotes the standby; the servers carry on without restart, no acknowledged write lost, only 503 envelopes meanwhile', async () => {
    await databaseWhole();
    await allServersUp();
    const before = state();
    const oldPrimary = await primaryNode();
    expect(oldPrimary).toBeDefined();
    const settleMs = cluster.full ? 20_000 : 6000;
    const started = performance.now();
    let killedAt = 0;
    let promotedAt = 0;
    let done = false;
    let rejoined: Promise<number> | undefined;

    const fault = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      process.kill(postmasterPid(oldPrimary ?? 0), 'SIGKILL');
      killedAt = performance.now();
      await waitUntil('a new primary', async () => {
        const now = await primaryNode();
        return now !== undefined && now !== oldPrimary ? now : undefined;
      }, 90_000);
      promotedAt = performance.now();
      // Watched from now on, while the writes go on: the old primary's return as synchronous standby.
      rejoined = databaseWhole(180_000).then(() => performance.now());
    })();
    const outcomes = await load<Outcome & { name: string }>({
      workers: 4,
      maxCalls: cluster.full ? 30_000 : 8000,
      until: () => {
        if (done) return true;
        // Writes go on until they have worked again for a while after the promotion.
        if (promotedAt > 0 && performance.now() - promotedAt > settleMs) done = true;
        return done || performance.now() - started > 120_000;
      },
      work: async () => {
        const name = uniqueName('fo');
        return { ...(await createTenant(name)), name };
      },
    });
    await fault;

    const acknowledged = outcomes.filter((o) => o.status === 201);
    const errors = outcomes.filter((o) => o.status !== 201);
    const found = await query<{ username: string }>('select username from tenants where username = any($1)', [acknowledged.map((o) => o.name)]);
    // The longest stretch with no write acknowledged, from the kill on.
    const ackTimes = acknowledged.map((o) => o.at).filter((at) => at >= killedAt).sort((a, b) => a - b);
    let gap = (ackTimes[0] ?? performance.now()) - killedAt;
    for (let i = 1; i < ackTimes.length; i += 1) gap = Math.max(gap, (ackTimes[i] ?? 0) - (ackTimes[i - 1] ?? 0));
    const after = state();
    report('primary failover under writes', {
      'writes acknowledged': acknowledged.length,
      lost: acknowledged.length - found.length,
      'seconds without writes': (gap / 1000).toFixed(1),
      'seconds from the kill to the new primary (Patroni)': ((promotedAt - killedAt) / 1000).toFixed(1),
      'errors meanwhile': errors.length,
      'answers by status': JSON.stringify(byStatus(outcomes)),
      '503 envelopes (50300)': errors.filter((o) => o.status === 503 && o.code === 50300).length,
      '500s': errors.filter((o) => o.status === 500).length,
      hangs: errors.filter((o) => o.status === -1).length,
      'server restarts': JSON.stringify(after.servers.map((name) => (after.restarts[name] ?? 0) - (before.restarts[name] ?? 0))),
    });
    expect(acknowledged.length - found.length).toBe(0);
    expect(errors.filter((o) => !(o.status === 503 && o.code === 50300))).toEqual([]);
    for (const name of after.servers) expect(after.pids[name]).toBe(before.pids[name]);

    // The old primary comes back as the new one's synchronous standby (pg_rewind), for what follows.
    const rejoinedAt = await rejoined;
    report('primary failover under writes', { 'seconds from the kill until the old primary is the synchronous standby': (((rejoinedAt ?? 0) - killedAt) / 1000).toFixed(1) });
  });
});
