import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { encodeRequest, exchange } from '../../hardening/harness/wire.js';
import { describeApi, useTestApp, type Envelope } from '../../helpers/test-app.js';

/** A CSV file's rows as cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describeApi('tenant export as CSV', () => {
  const t = useTestApp();
  let formula: number;

  beforeAll(async () => {
    formula = await t.createTenant('formula-tenant');
    await t.call('updateTenant', {
      token: t.admin,
      params: { id: formula },
      body: { domains: ['例子.中国', 'shop.formula.example.com'], remark: '=HYPERLINK("http://evil.example","客户, 重要")\nsecond line' },
    });
    const now = new Date().toISOString();
    const bulk = Array.from({ length: 2345 }, (_, i) => ({ username: `bulk-${String(i).padStart(4, '0')}`, enabled: i % 2 === 0, remark: i % 100 === 0 ? '-5' : '' }));
    await t.app.repos.tenants.insertMany(bulk, now);
  });

  const exportCsv = (query?: Record<string, string>, headers: Record<string, string> = {}) =>
    t.call<string>('exportTenants', { token: t.admin, ...(query && { query }), headers });

  it('streams every tenant, in id order, as UTF-8 CSV with a byte-order mark, across many batches', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="tenants-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.text.startsWith('\ufefftenantId,username,enabled,domains,remark,createdAt,updatedAt\r\n')).toBe(true);
    const rows = parseCsv(response.text.slice(1));
    const all = await t.call<Envelope<{ tenantId: number }[]>>('listTenants', { token: t.admin });
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(all.body.data.map((tenant) => tenant.tenantId));
  });

  it('keeps Chinese, commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', async () => {
    const rows = parseCsv((await exportCsv({ filter: JSON.stringify({ id: formula }) })).text.slice(1));
    expect(rows).toHaveLength(2);
    const [, row] = rows;
    expect(row?.slice(0, 5)).toEqual([
      String(formula),
      'formula-tenant',
      'true',
      'xn--fsqu00a.xn--fiqs8s shop.formula.example.com',
      `'=HYPERLINK("http://evil.example","客户, 重要")\nsecond line`,
    ]);
    const negative = parseCsv((await exportCsv({ filter: JSON.stringify({ q: 'bulk-0100' }) })).text.slice(1));
    expect(negative[1]?.[4]).toBe("'-5");
  });

  it('exports only what the filter matches', async () => {
    const rows = parseCsv((await exportCsv({ filter: JSON.stringify({ q: 'bulk-00', enabled: false }) })).text.slice(1));
    expect(rows.slice(1).map((row) => row[1])).toEqual(['bulk-0001', 'bulk-0003', 'bulk-0005', 'bulk-0007', 'bulk-0009'].concat(
      Array.from({ length: 45 }, (_, i) => `bulk-00${String(11 + i * 2).padStart(2, '0')}`),
    ));
  });

  it('refuses a malformed filter with the 400 envelope before sending any of the file', async () => {
    const response = await exportCsv({ filter: '{"q":' }, { 'accept-language': 'zh' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({ code: 40000, message: '字段 filter 必须是 JSON', data: { field: 'filter' } });
  });

  it('finishes an export it has begun when the client then ends a body it never sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const request = encodeRequest({
      method: 'GET',
      target: '/api/v1/admin/tenant/export',
      headers: [['Authorization', `Bearer ${t.admin}`], ['Content-Length', '10']],
      contentLength: false,
    });
    const all = await t.call<Envelope<{ tenantId: number }[]>>('listTenants', { token: t.admin });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { answers, garbage } = await exchange(port, request, { halfClose: true });
      expect(garbage).toBe('');
      expect(answers).toHaveLength(1);
      const [answer] = answers;
      if (answer?.status === 200) {
        const ids = parseCsv(answer.body.slice(1)).slice(1).map((row) => Number(row[0]));
        expect(ids).toEqual(all.body.data.map((tenant) => tenant.tenantId));
      } else {
        expect(answer?.status).toBe(400);
      }
    }
  });

  it('is for administrators only', async () => {
    await t.createTenant('export-owner');
    const owner = await t.login('export-owner', 'export-owner-password');
    const response = await t.call('exportTenants', { token: owner });
    expect(response.status).toBe(403);
  });
});
