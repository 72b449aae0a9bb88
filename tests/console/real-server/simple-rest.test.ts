// Runs in the API projects, on both databases. The console's data provider, unchanged, in Node against the real server over HTTP: ra-data-simple-rest
// with the console's httpClient must read what the server writes.
import type { AddressInfo } from 'node:net';
import type { DataProvider } from 'react-admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configureConsoleApi } from '../../../src/lib/http-client';
import { StorageKey } from '../../../src/lib/storage-keys';
import { createTenantDataProvider } from '../../../src/resources/tenants/tenant-data-provider';
import type { TenantRecord } from '../../../src/resources/tenants/tenant-record';
import { installMemoryStorage } from './memory-storage';
import { describeApi, startTestApp, type TestApp } from '../../helpers/test-app';

describeApi('ra-data-simple-rest with the console’s httpClient, against the real server', () => {
  let t: TestApp;
  let provider: DataProvider;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    for (const [name, domains, enabled] of [
      ['rest-alpha', ['shop.rest-alpha.example.com'], true],
      ['rest-bravo', [], false],
      ['rest-charlie', ['rest-charlie.example.net'], true],
      ['rest-delta', [], true],
    ] as const) {
      ids[name] = await t.createTenant(name, { domains: [...domains], enabled });
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    configureConsoleApi(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`);
    const storage = installMemoryStorage();
    storage.setItem(StorageKey.authToken, await t.adminToken());
    storage.setItem(StorageKey.language, 'en');
    provider = createTenantDataProvider();
  });
  afterAll(async () => {
    await t.close();
  });

  it('getList pages, sorts and filters on the server and reads the total from Content-Range', async () => {
    const first = await provider.getList<TenantRecord>('tenants', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'username', order: 'DESC' },
      filter: { q: 'REST-', enabled: 'true' },
    });
    expect(first.total).toBe(3);
    expect(first.data.map((r) => r.username)).toEqual(['rest-delta', 'rest-charlie']);
    expect(first.data[1]).toMatchObject({ id: ids['rest-charlie'], domainsCount: 1 });
    const second = await provider.getList<TenantRecord>('tenants', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'username', order: 'DESC' },
      filter: { q: 'REST-', enabled: 'true' },
    });
    expect(second.data.map((r) => r.username)).toEqual(['rest-alpha']);
  });

  it('getList finds a tenant by a piece of its domain and by its id, sorted by id', async () => {
    const byDomain = await provider.getList<TenantRecord>('tenants', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'charlie.example' },
    });
    expect(byDomain.data.map((r) => r.id)).toEqual([ids['rest-charlie']]);
    const byId = await provider.getList<TenantRecord>('tenants', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: String(ids['rest-bravo']) },
    });
    expect(byId.data.map((r) => r.username)).toContain('rest-bravo');
  });

  it('getMany reads the tenants it names', async () => {
    const { data } = await provider.getMany<TenantRecord>('tenants', { ids: [ids['rest-alpha']!, ids['rest-delta']!] });
    expect(data.map((r) => r.username).sort()).toEqual(['rest-alpha', 'rest-delta']);
  });

  it('getOne reads one tenant with its domains', async () => {
    const { data } = await provider.getOne<TenantRecord>('tenants', { id: ids['rest-alpha']! });
    expect(data).toMatchObject({ id: ids['rest-alpha'], username: 'rest-alpha', domains: [{ name: 'shop.rest-alpha.example.com' }] });
  });

  it('update sends the change and answers the tenant as it now is', async () => {
    const previousData = (await provider.getOne<TenantRecord>('tenants', { id: ids['rest-delta']! })).data;
    const { data } = await provider.update<TenantRecord>('tenants', {
      id: ids['rest-delta']!,
      data: { remark: 'Renewed 2026', domainsCount: 99 },
      previousData,
    });
    expect(data).toMatchObject({ id: ids['rest-delta'], remark: 'Renewed 2026', domainsCount: 0 });
  });

  it('an update the server refuses arrives as react-admin’s error, at its field', async () => {
    const previousData = (await provider.getOne<TenantRecord>('tenants', { id: ids['rest-delta']! })).data;
    // Another tenant's name: a domain another tenant only claims is no conflict (proof decides).
    const error = (await provider
      .update('tenants', { id: ids['rest-delta']!, data: { username: 'rest-charlie' }, previousData })
      .catch((e: unknown) => e)) as { status: number; body: { errors: unknown } };
    expect(error.status).toBe(409);
    expect(error.body.errors).toEqual({ username: expect.stringContaining('rest-charlie') });
  });

  it('a malformed filter is the server’s 400, naming the parameter', async () => {
    const error = (await provider
      .getList('tenants', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: { colour: 'red' } })
      .catch((e: unknown) => e)) as { status: number; message: string };
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/filter/);
  });
});
