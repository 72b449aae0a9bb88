import { afterAll, beforeAll, expect, it } from 'vitest';
import { toDbBoolean } from '../../../server/src/db/database.js';
import { describeApi, startTestApp, type ErrorBody, type TestApp } from '../../helpers/test-app.js';
import { expectSeenElsewhere, writeElsewhere } from '../../helpers/written-elsewhere.js';

// Callers are kept as read between writes (PrincipalCache): a write from anywhere must end that, for
// calls that write at once, for calls that read once the write is known (known-versions.ts).
describeApi('who is calling stays current when another process writes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const me = async (token: string) => (await t.call<ErrorBody>('getCurrentUser', { token })).body.code;
  /** A call that writes: its own password changed (refused before the body is looked at when the caller is ended). */
  const write = async (token: string, password: string) =>
    (await t.call<ErrorBody>('changePassword', { token, body: { currentPassword: password, newPassword: `${password}-renewed` } })).body.code;

  it('refuses a user disabled elsewhere: the very next call that writes, and every call once the write is known', async () => {
    await t.createTenant('fresh-user');
    const token = await t.login('fresh-user', 'fresh-user-password');
    expect(await me(token)).toBe(0);
    await writeElsewhere(t, (other) => other.db.updateTable('users').set({ enabled: toDbBoolean(false) }).where('username', '=', 'fresh-user').execute());
    expect(await write(token, 'fresh-user-password')).toBe(40304);
    await expectSeenElsewhere(() => me(token), 40304);
  });

  it('refuses a user of a tenant disabled elsewhere on their very next call that writes, and on every call once the write is known', async () => {
    const id = await t.createTenant('fresh-tenant');
    const token = await t.login('fresh-tenant', 'fresh-tenant-password');
    expect(await me(token)).toBe(0);
    await writeElsewhere(t, (other) => other.db.updateTable('tenants').set({ enabled: toDbBoolean(false) }).where('tenant_id', '=', id).execute());
    expect(await write(token, 'fresh-tenant-password')).toBe(40301);
    await expectSeenElsewhere(() => me(token), 40301);
  });

  it('ends a session whose password was changed elsewhere on its very next call that writes, and on every call once the write is known', async () => {
    await t.createTenant('fresh-session');
    const token = await t.login('fresh-session', 'fresh-session-password');
    expect(await me(token)).toBe(0);
    await writeElsewhere(t, (other) =>
      other.db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('username', '=', 'fresh-session')
        .execute(),
    );
    expect(await write(token, 'fresh-session-password')).toBe(40103);
    await expectSeenElsewhere(() => me(token), 40103);
  });

  it('ends a session signed out elsewhere (another server) on its very next call that writes, and on every call once the end is known', async () => {
    await t.createTenant('fresh-sign-out');
    const token = await t.login('fresh-sign-out', 'fresh-sign-out-password');
    const kept = await t.login('fresh-sign-out', 'fresh-sign-out-password');
    expect(await me(token)).toBe(0);
    const [session] = (await t.call<{ data: { sessionId: number; current: boolean }[] }>('listSessions', { token })).body.data.filter((s) => s.current);
    await writeElsewhere(t, (other) => other.db.deleteFrom('sessions').where('session_id', '=', session?.sessionId ?? 0).execute());
    expect(await write(token, 'fresh-sign-out-password')).toBe(40103);
    await expectSeenElsewhere(() => me(token), 40103);
    expect(await me(kept)).toBe(0);
  });

  it('stops an API token revoked elsewhere (another server) on its very next call that writes, and on every call once the revocation is known', async () => {
    const admin = await t.adminToken();
    const account = await t.call<{ data: { userId: number } }>('createServiceAccount', { token: admin, body: { username: 'fresh-robot', role: 'owner' } });
    const made = await t.call<{ data: { tokenId: number; token: string } }>('createApiToken', {
      token: admin,
      params: { id: account.body.data.userId },
      body: { name: 'revoked elsewhere', expiresInDays: 30 },
    });
    const { token, tokenId } = made.body.data;
    expect(await me(token)).toBe(0);
    await writeElsewhere(t, (other) => other.db.deleteFrom('api_tokens').where('token_id', '=', tokenId).execute());
    // A call that writes, refused before its body is read.
    expect((await t.call<ErrorBody>('updateUser', { token, params: { id: account.body.data.userId }, body: { displayName: 'x' } })).body.code).toBe(40100);
    await expectSeenElsewhere(() => me(token), 40100);
  });
});
