import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, getTenant, listTenants, TenantConsoleError } from '../../packages/client/src/index.js';

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}

// A stand-in server that records what arrives and answers like the real one.
describe("the client package's HTTP layer", () => {
  let server: http.Server;
  let baseUrl: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      if (request.url?.startsWith('/api/v1/admin/tenant/404')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 40401, message: 'Tenant 404 does not exist', data: null }));
      } else if (request.url?.startsWith('/api/v1/admin/tenant/999')) {
        setTimeout(() => response.end('{}'), 2_000);
      } else {
        response.writeHead(200, { 'content-type': 'application/json', 'content-range': 'tenants 0-0/1' });
        response.end(JSON.stringify({ code: 0, message: 'ok', data: [{ tenantId: 7, username: 'acme', enabled: true }] }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (seen.length = 0));

  it('sends the token a function returns, the tenant, the language and the query, and answers the data', async () => {
    let calls = 0;
    configureClient({ baseUrl, token: async () => `token-${(calls += 1)}`, tenantId: 7, language: 'zh' });
    expect(await listTenants({ range: '[0,0]' })).toEqual([{ tenantId: 7, username: 'acme', enabled: true }]);
    await listTenants();
    expect(seen.map((request) => request.headers['authorization'])).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(seen[0]?.headers).toMatchObject({ 'x-tenant-id': '7', 'accept-language': 'zh' });
    expect(seen[0]?.url).toBe('/api/v1/admin/tenant?range=%5B0%2C0%5D');
  });

  it('goes through an axios instance when given one, with the same answers and errors', async () => {
    configureClient({ baseUrl, token: 'axios-token', axios: axios.create() });
    let range: string | undefined;
    expect(await listTenants(undefined, { onResponse: ({ headers }) => (range = headers['content-range']) })).toHaveLength(1);
    expect(range).toBe('tenants 0-0/1');
    expect(seen[0]?.headers['authorization']).toBe('Bearer axios-token');
    await expect(getTenant(404)).rejects.toMatchObject({ name: 'TenantConsoleError', status: 404, code: 40401, message: 'Tenant 404 does not exist' });
  });

  it('turns a refusal into the typed error, and a call past its timeout into one with status 0', async () => {
    configureClient({ baseUrl, timeoutMs: 200 });
    const refused = await getTenant(404).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TenantConsoleError);
    expect(refused).toMatchObject({ status: 404, code: 40401, field: undefined });
    // Tenant 999 answers after two seconds.
    const slow = await getTenant(999).catch((error: unknown) => error);
    expect(slow).toMatchObject({ name: 'TenantConsoleError', status: 0, code: 0 });
    expect((slow as Error).message).toMatch(/^No answer from /);
  });
});
