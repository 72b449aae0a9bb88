// Runs in the API projects, on both databases. The data provider of a resource declared from the
// contract alone, in Node against the real server, on the users' calls (which follow the same
// conventions a new area's do).
import type { AddressInfo } from 'node:net';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserBody, updateUserBody } from '../../../src/generated/zod/users/users.zod';
import { contractDataProvider } from '../../../src/lib/contract-data-provider';
import { configureConsoleApi } from '../../../src/lib/http-client';
import { StorageKey } from '../../../src/lib/storage-keys';
import { installMemoryStorage } from './memory-storage';
import { describeApi, startTestApp, type TestApp } from '../../helpers/test-app';

const PASSWORD = 'plain-area-password-1';

describeApi('the data provider of a resource declared from the contract, against the real server', () => {
  let t: TestApp;
  let provider: DataProvider;

  beforeAll(async () => {
    t = await startTestApp();
    const tenantId = await t.createTenant('plain-area', { password: PASSWORD });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    configureConsoleApi(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`);
    const storage = installMemoryStorage();
    storage.setItem(StorageKey.authToken, await t.login('plain-area', PASSWORD));
    storage.setItem(StorageKey.language, 'en');
    expect(tenantId).toBeGreaterThan(0);
    provider = contractDataProvider({ path: 'users', id: 'userId', input: createUserBody, update: updateUserBody });
  });
  afterAll(async () => t.close());

  describe('reads', () => {
    it('pages, sorts by the record id (react-admin’s `id`) and filters on the server, with the total', async () => {
      for (const username of ['row-b', 'row-a', 'row-c']) {
        await provider.create('users', { data: { username, role: 'member', password: PASSWORD } });
      }
      const page = await provider.getList('users', { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'row-', role: '' } });
      expect(page.total).toBe(3);
      expect(page.data.map((row: RaRecord) => row['username'])).toEqual(['row-c', 'row-a']);
      expect(page.data.every((row: RaRecord) => row.id === row['userId'])).toBe(true);
      const [first] = page.data;
      const one = await provider.getOne('users', { id: first?.id });
      expect(one.data).toMatchObject({ id: first?.id, username: 'row-c' });
    });
  });

  describe('writes', () => {
    it('sends only the fields of the contract’s body, so a form holding the whole record is not refused', async () => {
      const created = await provider.create('users', { data: { username: 'plain-write', role: 'member', password: PASSWORD, id: 7, tenantId: 999, createdAt: 'x' } });
      expect(created.data).toMatchObject({ username: 'plain-write', role: 'member' });
      const updated = await provider.update('users', { id: created.data.id, data: { ...created.data, displayName: 'Plain Writer' }, previousData: created.data });
      expect(updated.data).toMatchObject({ id: created.data.id, displayName: 'Plain Writer' });
    });

    it('says a refused field at its input, and deletes a record by its id', async () => {
      const refused = await provider.create('users', { data: { username: 'plain-write', role: 'member', password: PASSWORD } }).catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 409, body: { errors: { username: expect.any(String) } } });
      const { data } = await provider.getList('users', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'plain-write' } });
      const [target] = data;
      await provider.delete('users', { id: target?.id, previousData: target });
      await expect(provider.getOne('users', { id: target?.id })).rejects.toMatchObject({ status: 404 });
    });
  });
});
