import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, startTestApp, useTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

describeApi('transport: what reaches the handlers', () => {
  const t = useTestApp();
  let id: number;

  beforeAll(async () => {
    id = await t.createTenant('transport');
  });

  const put = (headers: Record<string, string>, payload?: string) =>
    t.raw({
      method: 'PUT',
      url: `/api/v1/admin/tenant/${id}`,
      headers: { authorization: `Bearer ${t.admin}`, ...headers },
      ...(payload !== undefined && { payload }),
    });

  it('refuses unknown body fields instead of silently dropping them', async () => {
    const response = await put({ 'content-type': 'application/json' }, '{"remark":"ok","isAdmin":true}');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40000, data: { field: 'isAdmin' } });
    const tenant = await t.call<Envelope<{ remark: string }>>('getTenant', { token: t.admin, params: { id } });
    expect(tenant.body.data.remark).toBe('');
  });

  it('does not coerce body types: a number is not a string, a string is not a list', async () => {
    const number = await put({ 'content-type': 'application/json' }, '{"remark":12345}');
    expect(number.status).toBe(400);
    expect(number.body).toMatchObject({ data: { field: 'remark' } });
    const text = await put({ 'content-type': 'application/json' }, '{"domains":"a.example.com"}');
    expect(text.status).toBe(400);
  });

  it('coerces path and query values, which arrive as text', async () => {
    const response = await t.raw({
      method: 'PUT',
      url: `/api/v1/admin/tenant/${id}/status?enabled=true`,
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a JSON body sent as text/plain with 415', async () => {
    const response = await put({ 'content-type': 'text/plain' }, '{"remark":"sneaky"}');
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 41500 });
  });

  it('refuses a body sent as CSV, a type the contract only answers with, with 415', async () => {
    const response = await put({ 'content-type': 'text/csv' }, 'remark\r\nsneaky\r\n');
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 41500 });
  });

  it('refuses a body with no content type with 415', async () => {
    const response = await put({}, '{"remark":"sneaky"}');
    expect(response.status).toBe(415);
  });

  it('refuses a request with no body with 400', async () => {
    const response = await put({});
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40001, data: { field: 'body' } });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await put({ 'content-type': 'application/json' }, '{"remark": "unterminated');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40001, message: 'The body is not valid JSON' });
  });

  it('refuses a JSON body that is not an object with 400', async () => {
    const response = await put({ 'content-type': 'application/json' }, '["remark"]');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40000, data: { field: 'body' } });
  });

  it('accepts application/json with a charset', async () => {
    const response = await put({ 'content-type': 'application/json; charset=utf-8' }, '{"remark":"charset"}');
    expect(response.status).toBe(200);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await put(
      { 'content-type': 'application/json' },
      JSON.stringify({ remark: 'x'.repeat(t.config.bodyLimitBytes) }),
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 41300 });
  });

  it('answers unknown API routes with the 404 envelope', async () => {
    const response = await t.raw({ method: 'GET', url: '/api/v1/admin/tenants-typo' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 40400 });
    const wrongMethod = await t.raw({ method: 'PATCH', url: `/api/v1/admin/tenant/${id}` });
    expect(wrongMethod.status).toBe(404);
  });

  it('sends security headers: a CSP that allows no inline script', async () => {
    const response = await t.call('listTenants', { token: t.admin });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('compresses answers over 1 KB and leaves small ones alone', async () => {
    for (let i = 0; i < 20; i += 1) await t.createTenant(`bulk-${i}`, { domains: [`bulk-${i}.example.com`] });
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/tenant/with-domains',
      headers: { authorization: `Bearer ${t.admin}`, 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${t.admin}`, 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the contract as a browsable reference at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Tenant Console API' } });
  });
});

describeApi('transport: failures', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
  });
  afterAll(async () => t.close());

  it('answers an unexpected failure with 500 and a request id, logging the cause under that id', async () => {
    await sql`DROP TABLE domains`.execute(t.app.database.db);
    const response = await t.call<Envelope<{ requestId: string }>>('listTenantsWithDomains', { token });
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ code: 50000, message: 'Something went wrong on the server' });
    expect(response.text).not.toMatch(/domains|table|sql|stack/i);
    const requestId = response.body.data.requestId;
    const logged = t.logs.map((line) => JSON.parse(line)).find((entry) => entry.reqId === requestId && entry.level === 50);
    expect(logged?.err?.message).toMatch(/domains/);
  });

  it('answers 503 when the database cannot be reached, and /readyz says it is not ready', async () => {
    const alive = await t.raw({ method: 'GET', url: '/healthz' });
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ code: 0, message: 'ok', data: { status: 'alive' } });
    const ready = await t.raw({ method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ code: 0, message: 'ok', data: { status: 'ready' } });

    await t.app.database.db.destroy();
    const response = await t.call('listTenants', { token });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ code: 50300 });
    const notReady = await t.raw({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'zh' } });
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({ code: 50300, message: '服务暂不可用，请稍后重试', data: null });
    expect((await t.raw({ method: 'GET', url: '/healthz' })).status).toBe(200);
  });
});

const BIG_SCRIPT = `export const tenants = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `tenant-${i}`))};\n`;

describeApi('transport: the console', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'tenant-console-static-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Tenant Console</title>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
    // As the build leaves a larger script: beside it, its brotli and gzip forms.
    fs.writeFileSync(path.join(staticDir, 'assets', 'admin-5678.js'), BIG_SCRIPT);
    fs.writeFileSync(path.join(staticDir, 'assets', 'admin-5678.js.br'), brotliCompressSync(BIG_SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    fs.writeFileSync(path.join(staticDir, 'assets', 'admin-5678.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
    t = await startTestApp({ staticDir });
  });
  afterAll(async () => t.close());

  it('serves index.html for client routes, uncached', async () => {
    for (const url of ['/', '/tenants', '/tenants/3/show', '/sign-in?redirect=%2Ftenants']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Tenant Console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life, and 404 for missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-9999.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the brotli or gzip file the build left beside an asset, by what the client accepts, and says it varies', async () => {
    for (const [accepted, encoding, stored] of [
      ['gzip, deflate, br', 'br', 'admin-5678.js.br'],
      ['gzip', 'gzip', 'admin-5678.js.gz'],
      ['identity', undefined, 'admin-5678.js'],
    ] as const) {
      const asset = await t.app.inject({ method: 'GET', url: '/assets/admin-5678.js', headers: { 'accept-encoding': accepted } });
      expect(asset.statusCode, accepted).toBe(200);
      expect(asset.headers['content-encoding'], accepted).toBe(encoding);
      expect(asset.headers['vary'], accepted).toContain('accept-encoding');
      expect(asset.headers['content-type'], accepted).toContain('javascript');
      // The stored file as it is, with its length known in advance: not compressed again on the fly.
      const bytes = fs.readFileSync(path.join(staticDir, 'assets', stored));
      expect(asset.rawPayload.equals(bytes), accepted).toBe(true);
      expect(asset.headers['content-length'], accepted).toBe(String(bytes.length));
    }
  });

  it('never answers an API address with the page', async () => {
    const response = await t.raw({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
