import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ErrorCode } from '../../src/generated/model/errorCode.js';
import { byStatus, createTenant, load, report, uniqueName, type Outcome } from './harness/api.js';
import { allServersUp, cluster, describeCluster, query, restartedAfter, signal, state } from './harness/cluster.js';

const WORKERS = 6;

/** Kills `victim` with SIGKILL after `delayMs`; answers its old process id and when it was killed. */
async function killAfter(victim: string, delayMs: number): Promise<{ pid: number; at: number }> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return { pid: signal(victim, 'SIGKILL'), at: performance.now() };
}

describeCluster('one server killed (kill -9) under load through HAProxy', () => {
  it('loses no acknowledged write, fails at most the requests in flight there, and the server rejoins', async () => {
    await allServersUp();
    const durationMs = cluster.full ? 30_000 : 8000;
    const started = performance.now();
    const victim = 's2';
    const killer = killAfter(victim, durationMs / 3);
    const outcomes = await load<Outcome & { name: string }>({
      workers: WORKERS,
      maxCalls: cluster.full ? 20_000 : 5000,
      until: () => performance.now() - started > durationMs,
      work: async () => {
        const name = uniqueName('k9');
        return { ...(await createTenant(name)), name };
      },
    });
    const killed = await killer;
    await restartedAfter(victim, killed.pid);
    await allServersUp();
    const rejoinedMs = performance.now() - killed.at;

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

  it('makes each create that carries an Idempotency-Key once, however often it is sent again across the kill', async () => {
    await allServersUp();
    const durationMs = cluster.full ? 30_000 : 8000;
    const started = performance.now();
    const victim = 's3';
    const killer = killAfter(victim, durationMs / 3);
    // A tenant's name is unique: a create made a second time would be refused as taken (what
    // HAProxy's resend did before keys), so each name shows whether its create ran once.
    const outcomes = await load<Outcome & { name: string; tries: number }>({
      workers: WORKERS,
      maxCalls: cluster.full ? 20_000 : 5000,
      until: () => performance.now() - started > durationMs,
      work: async () => {
        const name = uniqueName('key');
        const key = randomUUID();
        // As a careful client does: the same key again after no answer, a gateway's refusal, or while
        // the first try is still answered (for a try on the killed server: until its hold runs out).
        for (let tries = 1; ; tries += 1) {
          const outcome = await createTenant(name, cluster.url, { 'idempotency-key': key });
          const again = outcome.status <= 0 || outcome.status >= 502 || outcome.code === ErrorCode.IdempotencyKeyInFlight;
          if (!again || tries === 40) return { ...outcome, name, tries };
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      },
    });
    await restartedAfter(victim, (await killer).pid);
    await allServersUp();

    const acknowledged = outcomes.filter((o) => o.status === 201);
    const found = await query<{ username: string }>('select username from tenants where username = any($1)', [acknowledged.map((o) => o.name)]);
    const madeTwice = outcomes.filter((o) => o.code === ErrorCode.UsernameTaken);
    // A key the killed server held without an answer, still refused after every retry: its hold never ran out.
    const heldForGood = outcomes.filter((o) => o.code === ErrorCode.IdempotencyKeyInFlight);
    report('kill -9 of one server under creates with an Idempotency-Key', {
      creates: outcomes.length,
      'sent more than once by the client': outcomes.filter((o) => o.tries > 1).length,
      'first answers sent again': outcomes.filter((o) => o.replayed).length,
      'refused as taken (made a second time)': madeTwice.length,
      'acknowledged but lost': acknowledged.length - found.length,
      'sent again until the killed server’s hold ran out': outcomes.filter((o) => o.tries > 5).length,
      'keys still held after 40 tries': heldForGood.length,
      'answers by status': JSON.stringify(byStatus(outcomes)),
    });

    expect(madeTwice).toEqual([]);
    expect(acknowledged.length - found.length).toBe(0);
    // Every create ends acknowledged: those whose try died with the server too, once its hold ran out.
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
    expect(heldForGood).toEqual([]);
  });
});
