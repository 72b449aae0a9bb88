// Runs in the API projects, on both databases. The console's users and audit data providers,
// unchanged, in Node against the real server over HTTP: they must read what the server writes.
import type { AddressInfo } from 'node:net';
import type { DataProvider } from 'react-admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configureConsoleApi } from '../../../src/lib/http-client';
import { StorageKey } from '../../../src/lib/storage-keys';
import { createAuditDataProvider } from '../../../src/resources/audit-events/audit-data-provider';
import type { AuditRecord } from '../../../src/resources/audit-events/audit-record';
import { createUserDataProvider } from '../../../src/resources/users/user-data-provider';
import type { UserCreateMeta, UserRecord } from '../../../src/resources/users/user-record';
import { installMemoryStorage } from './memory-storage';
import { describeApi, startTestApp, type TestApp } from '../../helpers/test-app';

const firstPage = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

describeApi('the users and audit data providers, against the real server', () => {
  let t: TestApp;
  let users: DataProvider;
  let audit: DataProvider;
  let tenantId: number;

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await t.createTenant('rest-users');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    configureConsoleApi(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`);
    const storage = installMemoryStorage();
    storage.setItem(StorageKey.authToken, await t.adminToken());
    storage.setItem(StorageKey.language, 'en');
    // The administrator acts in the new tenant, as the tenant switcher would have it.
    storage.setItem(StorageKey.currentTenantId, String(tenantId));
    users = createUserDataProvider();
    audit = createAuditDataProvider();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a user with a generated password, handed to the caller once and kept out of the record', async () => {
    const passwords: string[] = [];
    const meta: UserCreateMeta = { onOneTimePassword: (password) => void passwords.push(password) };
    const { data } = await users.create<UserRecord>('users', { data: { username: 'rest-dave', role: 'member', displayName: 'Dave' }, meta });
    expect(passwords).toHaveLength(1);
    expect(passwords[0]!.length).toBeGreaterThanOrEqual(12);
    expect(data).toMatchObject({ username: 'rest-dave', displayName: 'Dave', role: 'member', tenantId, mustChangePassword: true });
    expect(data.id).toBe(data.userId);
    expect(data).not.toHaveProperty('oneTimePassword');
  });

  it('lists the acting tenant’s users, filtered, sorted and counted on the server', async () => {
    await users.create('users', { data: { username: 'rest-erin', role: 'owner', password: 'a-long-enough-secret' } });
    const owners = await users.getList<UserRecord>('users', { ...firstPage, sort: { field: 'username', order: 'ASC' }, filter: { role: 'owner', enabled: 'true' } });
    expect(owners.data.map((u) => u.username)).toEqual(['rest-erin', 'rest-users']);
    expect(owners.total).toBe(2);
    const found = await users.getList<UserRecord>('users', { ...firstPage, filter: { q: '  DAVE ' } });
    expect(found.data.map((u) => u.username)).toEqual(['rest-dave']);
  });

  it('sends only the fields it was given, disables several, and deletes', async () => {
    const { data: all } = await users.getList<UserRecord>('users', { ...firstPage, filter: {} });
    const dave = all.find((u) => u.username === 'rest-dave')!;
    const erin = all.find((u) => u.username === 'rest-erin')!;
    const { data: updated } = await users.update<UserRecord>('users', { id: dave.id, data: { displayName: 'David', email: 'dave@example.com' }, previousData: dave });
    // A new address waits for the link mailed to it.
    expect(updated).toMatchObject({ displayName: 'David', email: null, pendingEmail: 'dave@example.com' });
    await users.updateMany('users', { ids: [dave.id, erin.id], data: { enabled: false } });
    const disabled = await users.getList<UserRecord>('users', { ...firstPage, filter: { enabled: false } });
    expect(disabled.data.map((u) => u.username).sort()).toEqual(['rest-dave', 'rest-erin']);
    await users.delete('users', { id: dave.id, previousData: dave });
    await expect(users.getOne('users', { id: dave.id })).rejects.toMatchObject({ status: 404 });
  });

  it('puts a conflict at its field', async () => {
    await users.create('users', { data: { username: 'rest-frank', role: 'member', email: 'frank@example.com' } });
    // Emails are unique without regard to case.
    await expect(users.create('users', { data: { username: 'rest-gina', role: 'member', email: 'FRANK@example.com' } })).rejects.toMatchObject({
      status: 409,
      body: { errors: { email: expect.any(String) } },
    });
  });

  it('reads the audit log of the acting tenant, newest first, filtered by action', async () => {
    const created = await audit.getList<AuditRecord>('logs', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'at', order: 'DESC' },
      filter: { action: 'user.created', targetType: 'user' },
    });
    expect(created.data.map((e) => e.target.label)).toEqual(['rest-frank', 'rest-erin', 'rest-dave']);
    expect(created.data[0]!.actor.username).toBe('admin');
    const { data: one } = await audit.getOne<AuditRecord>('logs', { id: created.data[0]!.id });
    expect(one).toMatchObject({ action: 'user.created', eventId: created.data[0]!.id });
    const recent = await audit.getList<AuditRecord>('logs', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'at', order: 'DESC' },
      filter: { from: new Date(Date.now() - 3_600_000).toISOString(), actor: ' ADMIN ' },
    });
    expect(recent.total).toBeGreaterThanOrEqual(5);
  });
});
