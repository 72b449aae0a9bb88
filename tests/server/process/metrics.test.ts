import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from '../../helpers/server-process.js';
import { serversOfEachTest } from '../../helpers/servers-of-each-test.js';

const TOKEN = 'metrics-token-for-the-test';

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('metrics for Prometheus (METRICS_PORT)', () => {
  const { dataDir, start } = serversOfEachTest('metrics');

  it('are served on their own port behind the token, counting requests by operation and status, and the outbox', async () => {
    const port = await freePort();
    const server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), ADMIN_PASSWORD: 'admin-password-1', METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    const metricsUrl = `http://127.0.0.1:${port}/metrics`;
    const login = (password: string) =>
      fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
    expect((await login('wrong-password-1')).status).toBe(401);
    expect((await login('wrong-password-2')).status).toBe(401);
    expect((await login('admin-password-1')).status).toBe(200);

    const refused = await fetch(metricsUrl);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('tenant_console_');
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);

    const scraped = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    expect(series(text, 'tenant_console_http_requests_total{operation="login",status="401"}')).toBe(2);
    expect(series(text, 'tenant_console_http_requests_total{operation="login",status="200"}')).toBe(1);
    expect(series(text, 'tenant_console_http_request_duration_seconds_count{operation="login"}')).toBe(3);
    expect(series(text, 'tenant_console_webhook_outbox_waiting')).toBe(0);
    expect(series(text, 'tenant_console_webhook_outbox_oldest_age_seconds')).toBe(0);
    expect(text).toContain('tenant_console_process_resident_memory_bytes');
    // No address with an id in it becomes a label: the operation names the call.
    expect(text).not.toMatch(/operation="\/api\/v1\/admin\/tenant\/\d/);

    // Every series the Grafana dashboard in docs/ asks for is one the server sends.
    const dashboard = fs.readFileSync(path.join(REPO_ROOT, 'docs/grafana-dashboard.json'), 'utf8');
    const asked = new Set([...dashboard.matchAll(/tenant_console_\w+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')));
    const sent = new Set([...text.matchAll(/^# TYPE (\S+)/gm)].map((match) => match[1]));
    expect([...asked].filter((name) => !sent.has(name))).toEqual([]);

    // The API's own port has no metrics.
    expect(await (await fetch(`${server.url}/metrics`)).text()).not.toContain('tenant_console_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
