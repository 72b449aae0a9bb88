import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../../server/src/store/seed.js';
import { KEPT_PAGE_BYTES_MAX } from '../../../server/src/core/lists/kept-page.js';
import { describeApi, startTestApp, type TestApp } from '../../helpers/test-app.js';

// Pages are kept as sent between writes, in caches bounded in pages: a page too large to keep is
// read again for every call, so that no one can fill the server's memory by asking for big pages.
describeApi('pages kept between writes are bounded in size', () => {
  let t: TestApp;
  let token: string;
  const page = (range: string) =>
    t.call('listTenantsWithDomains', { token, query: { sort: '["tenantId","ASC"]', range, filter: '{}' } });

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t.app.database.db, { tenants: 1_000, password: 'demo-owner-password' });
    token = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  it('reads a page of a thousand tenants with their domains again on every call, and keeps a page of 25', async () => {
    const reads = vi.spyOn(t.app.repos.tenants, 'page');
    const big = await page('[0,999]');
    expect(big.status).toBe(200);
    expect(big.text.length).toBeGreaterThan(KEPT_PAGE_BYTES_MAX);
    expect((await page('[0,999]')).text).toBe(big.text);
    expect(reads).toHaveBeenCalledTimes(2);

    reads.mockClear();
    const small = await page('[0,24]');
    expect((await page('[0,24]')).text).toBe(small.text);
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
