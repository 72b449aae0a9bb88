import { beforeAll, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { describeApi, PASSWORD, useTestApp } from '../../helpers/test-app.js';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const PAGES = {
  tenants: `/api/v1/admin/tenant/with-domains?${query({ sort: '["tenantId","ASC"]', range: '[0,24]', filter: '{}' })}`,
  users: `/api/v1/users?${query({ sort: '["userId","ASC"]', range: '[0,24]', filter: '{}' })}`,
  audit: `/api/v1/audit-events?${query({ sort: '["at","DESC"]', range: '[0,24]', filter: '{}' })}`,
};
const decode: Record<string, (body: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

// Pages carry `Content-Range`, for which @fastify/compress sends nothing compressed: the lists
// encode their pages themselves, so a browser is sent a few kilobytes, not tens.
describeApi('pages of the lists are compressed like every other answer', () => {
  const t = useTestApp();
  let tenantId: number;

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.admin}`, 'x-tenant-id': String(tenantId), ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    });

  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) await t.createTenant(`encoded-${i}`, { domains: [`encoded-${i}.example.com`, `www.encoded-${i}.example.com`] });
    tenantId = await t.createTenant('encoded-home', { password: PASSWORD });
    for (let i = 0; i < 8; i += 1) {
      const created = await t.call('createUser', {
        token: t.admin,
        headers: { 'x-tenant-id': String(tenantId) },
        body: { username: `encoded-user-${i}`, displayName: `Encoded user number ${i}`, role: 'member', password: PASSWORD },
      });
      expect(created.status).toBe(201);
    }
  });

  for (const [list, url] of Object.entries(PAGES)) {
    it(`sends the ${list} page in the encoding asked for, the same rows and Content-Range as without`, async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const [accepted, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip;q=1', 'gzip'],
        // Asked twice: the second answer is the encoding kept with the page.
        ['br', 'br'],
        ['br', 'br'],
      ] as const) {
        const encoded = await get(url, accepted);
        expect(encoded.statusCode, accepted).toBe(200);
        expect(encoded.headers['content-encoding'], accepted).toBe(encoding);
        expect(encoded.headers['vary'], accepted).toBe('accept-encoding');
        expect(encoded.headers['content-range'], accepted).toBe(plain.headers['content-range']);
        expect(encoded.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length);
        expect(decode[encoding]?.(encoded.rawPayload).toString('utf8'), accepted).toBe(plain.payload);
      }
      const identity = await get(url, 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.payload).toBe(plain.payload);
    });
  }

  it('leaves a page under 1 KB as it is', async () => {
    const empty = await get(`/api/v1/admin/tenant?${query({ sort: '["tenantId","ASC"]', range: '[0,24]', filter: '{"q":"no-such-tenant"}' })}`, 'br, gzip');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(empty.payload)).toMatchObject({ data: [] });
  });
});
