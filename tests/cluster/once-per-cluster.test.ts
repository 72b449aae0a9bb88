import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { WebhookReceiver } from '../helpers/webhook-receiver.js';
import { call, createTenant, load, report, uniqueName } from './harness/api.js';
import { allServersUp, cluster, describeCluster, query, restartedAfter, serverUrl, signal, state, waitUntil } from './harness/cluster.js';

/** What each server has logged since `offsets` were taken (the byte lengths of their log files then). */
function loggedSince(offsets: Map<string, number>): { server: string; line: Record<string, unknown> }[] {
  return [...offsets].flatMap(([server, offset]) =>
    fs
      .readFileSync(path.join(cluster.dir, 'logs', `${server}.log`))
      .subarray(offset)
      .toString()
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => ({ server, line: JSON.parse(text) as Record<string, unknown> })),
  );
}

describeCluster('work done once per cluster, whichever server holds it', () => {
  it('sends each webhook delivery once, though all three servers poll the outbox', async () => {
    const receiver = await WebhookReceiver.start();
    try {
      const endpoint = await call('POST', '/v1/webhooks', { url: receiver.url, eventTypes: ['user.created'] });
      expect(endpoint.status, JSON.stringify(endpoint)).toBe(201);
      const count = cluster.full ? 150 : 45;
      const servers = state().servers;
      // Nine at a time, three per server: as many as the servers' pools serve without queueing.
      const created = await load({
        workers: 9,
        maxCalls: count,
        until: () => false,
        work: (n) => call('POST', '/v1/users', { username: uniqueName('once'), role: 'member' }, serverUrl(servers[n % servers.length] ?? 's1')),
      });
      expect(created.filter((o) => o.status !== 201)).toEqual([]);
      await receiver.waitFor(count, 60_000);
      // Every server polls every 100 ms: a moment more shows that none sent one twice.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const ids = receiver.received.map((request) => String(request.headers['webhook-id']));
      report('webhook outbox across three servers', { events: count, 'requests received': ids.length, 'distinct deliveries': new Set(ids).size });
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      const id = (endpoint.data as { id: number }).id;
      await call('DELETE', `/v1/webhooks/${id}`);
    } finally {
      await receiver.close();
    }
  });

  it('purges each deleted tenant once, with one tenant.purged event, though every server runs the purge', async () => {
    const servers = state().servers;
    const count = cluster.full ? 30 : 9;
    const tenants: { id: number; name: string }[] = [];
    for (let n = 0; n < count; n += 1) {
      const name = uniqueName('purge');
      const created = await createTenant(name);
      expect(created.status).toBe(201);
      tenants.push({ id: (created.data as { tenantId: number }).tenantId, name });
    }
    // Deleted through each server in turn: each schedules its pass for the same purge date (TENANT_PURGE_DAYS 0.0001, 8.6 s).
    for (const [n, tenant] of tenants.entries()) {
      const deleted = await call('DELETE', `/v1/admin/tenant/${tenant.id}?confirm=${tenant.name}`, undefined, serverUrl(servers[n % servers.length] ?? 's1'));
      expect(deleted.status, JSON.stringify(deleted)).toBe(200);
    }
    const ids = tenants.map((tenant) => tenant.id);
    await waitUntil('the tenants purged', async () => ((await query('select tenant_id from tenants where tenant_id = any($1)', [ids])).length === 0 ? true : undefined), 90_000);
    const events = await query<{ target_id: string; n: string }>(
      "select target_id, count(*) as n from audit_events where action = 'tenant.purged' and target_id = any($1) group by target_id",
      [ids.map(String)],
    );
    report('tenant purge across three servers', { tenants: count, 'tenant.purged events': events.reduce((sum, e) => sum + Number(e.n), 0) });
    expect(events).toHaveLength(count);
    expect(events.every((e) => Number(e.n) === 1)).toBe(true);
  });

  // A deletion is done once by the database's own rules; what this shows is that three servers
  // running the job at the same moment get no error from each other's locks and keep what is recent.
  it('deletes the audit events past their retention, though every server runs the job as it starts at once', async () => {
    const count = cluster.full ? 3000 : 300;
    const marker = uniqueName('retention');
    // Older than the servers' retention (AUDIT_RETENTION_DAYS, 365 by default), and one kept beside them.
    await query(
      `insert into audit_events (at, action, actor_username, actor_is_admin, target_type, target_id, target_label, changes, request_id, client_address, user_agent)
       select now() - interval '400 days' + n * interval '1 second', 'user.updated', 'cluster-suite', true, 'user', 'old-' || n, $1, '{}', $1, '127.0.0.1', 'cluster suite'
       from generate_series(1, $2) as n`,
      [marker, count],
    );
    await query(
      `insert into audit_events (at, action, actor_username, actor_is_admin, target_type, target_id, target_label, changes, request_id, client_address, user_agent)
       values (now() - interval '300 days', 'user.updated', 'cluster-suite', true, 'user', 'kept', $1, '{}', $1, '127.0.0.1', 'cluster suite')`,
      [marker],
    );
    const servers = state().servers;
    const offsets = new Map(servers.map((server) => [server, fs.statSync(path.join(cluster.dir, 'logs', `${server}.log`)).size]));
    // All three at once: each runs the job as it starts again, at nearly the same moment.
    const old = servers.map((server) => signal(server, 'SIGTERM'));
    await Promise.all(servers.map((server, n) => restartedAfter(server, old[n] ?? 0)));
    await allServersUp(120_000);
    const left = () => query<{ target_id: string }>('select target_id from audit_events where target_label = $1', [marker]);
    await waitUntil('the old events deleted', async () => ((await left()).length === 1 ? true : undefined), 60_000);
    const failures = loggedSince(offsets).filter(({ line }) => String(line['msg']).startsWith('The audit retention job failed') || Number(line['level']) >= 50);
    report('audit retention across three servers', {
      'events past retention': count,
      'left of them': (await left()).length - 1,
      'servers restarted at once': servers.length,
      'failed runs or errors logged': failures.length,
    });
    // Each server deleted what the others had not yet: none failed on the rows another held.
    expect((await left()).map((event) => event.target_id)).toEqual(['kept']);
    expect(failures).toEqual([]);
  });
});
