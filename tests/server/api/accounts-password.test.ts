import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, PASSWORD, startTestApp, useTestApp, type ApiResponse, type Envelope, type ErrorBody, type TestApp } from '../../helpers/test-app.js';

interface Session {
  token: string;
  user: { userId: number; username: string; mustChangePassword: boolean };
}

const NEW_PASSWORD = 'another-long-passphrase';

describeApi('changing your own password, and the sessions it ends', () => {
  const t = useTestApp({ tenants: ['pw-alpha'] });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

  /** A new member of A, signed in; the owner of A created them. */
  async function newMember(body: Record<string, unknown> = {}): Promise<{ username: string; userId: number; token: string }> {
    const username = unique('pw');
    const created = await t.call<Envelope<{ userId: number }>>('createUser', { token: t.ownerA, body: { username, role: 'member', password: PASSWORD, ...body } });
    if (created.status !== 201) throw new Error(created.text);
    return { username, userId: created.body.data.userId, token: await t.login(username, PASSWORD) };
  }
  const change = (token: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call<Envelope<Session> & ErrorBody>('changePassword', { ...(token !== undefined && { token }), body, headers });

  it('sets the new password, keeps this session with a new token and ends every other one at once', async () => {
    const { username, token: first } = await newMember();
    const second = await t.login(username, PASSWORD);
    const changed = await change(first, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.data.user).toMatchObject({ username, mustChangePassword: false });
    const me = await t.call('getCurrentUser', { token: changed.body.data.token });
    expect(me.status).toBe(200);
    for (const ended of [first, second]) {
      const refused = await t.call<ErrorBody>('getCurrentUser', { token: ended, headers: { 'accept-language': 'zh-CN' } });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(40103);
      expect(refused.body.message).toBe('您的会话已结束（已退出登录或密码已更改）；请重新登录');
    }
    expect((await t.call('login', { body: { username, password: PASSWORD } })).status).toBe(401);
    expect((await t.call('login', { body: { username, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('refuses a wrong current password with 403 at currentPassword, and changes nothing', async () => {
    const { username, token } = await newMember();
    const refused = await change(token, { currentPassword: 'not the password at all', newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 40305, data: { field: 'currentPassword' } });
    expect((await t.call('getCurrentUser', { token })).status).toBe(200);
    expect((await t.call('login', { body: { username, password: PASSWORD } })).status).toBe(200);
  });

  it.each([
    ['too short', { newPassword: 'short' }, 'newPassword', 40000],
    ['too long', { newPassword: 'x'.repeat(129) }, 'newPassword', 40000],
    ['the same as now', { newPassword: PASSWORD }, 'newPassword', 40000],
    ['missing', { newPassword: undefined }, 'newPassword', 40000],
    ['an unknown field', { isAdmin: true }, 'isAdmin', 40000],
  ])('refuses a new password %s with 400 at its field, in both languages', async (_case, override, field, code) => {
    const { token } = await newMember();
    for (const language of ['en', 'zh']) {
      const refused = await change(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, ...override }, { 'accept-language': language });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code, data: { field } });
      expect(refused.body.message).toMatch(language === 'zh' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
    }
  });

  it('refuses the username as the new password, whatever its case', async () => {
    // Long enough to be a password at all.
    const longName = 'pw-a-rather-long-username';
    await t.call('createUser', { token: t.ownerA, body: { username: longName, role: 'member', password: PASSWORD } });
    const same = await change(await t.login(longName, PASSWORD), { currentPassword: PASSWORD, newPassword: longName.toUpperCase() });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ code: 40000, data: { field: 'newPassword' } });
  });

  it('answers 401 without a token, and 403 to a disabled user', async () => {
    expect((await change(undefined, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
    const { userId, token } = await newMember();
    await t.call('updateUser', { token: t.ownerA, params: { id: userId }, body: { enabled: false } });
    const refused = await change(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(40304);
  });

  describe('permission matrix: every principal changes their own password', () => {
    it('administrator, owner and member each may (200); a disabled user may not (403); nobody without a token (401)', async () => {
      const adminUser = `pw-admin-${(counter += 1)}`;
      await t.call('createUser', { token: t.admin, body: { username: adminUser, role: 'owner', isAdmin: true, password: PASSWORD } });
      const owner = `pw-owner-${(counter += 1)}`;
      await t.call('createUser', { token: t.ownerA, body: { username: owner, role: 'owner', password: PASSWORD } });
      const member = await newMember();
      const gone = await newMember();
      await t.call('updateUser', { token: t.ownerA, params: { id: gone.userId }, body: { enabled: false } });
      const adminToken = await t.login(adminUser, PASSWORD);
      const cells: [string, () => Promise<ApiResponse>, number][] = [
        ['admin acting in A', () => t.call('changePassword', { token: adminToken, headers: { 'x-tenant-id': String(t.a) }, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }), 200],
        ['owner of A', async () => change(await t.login(owner, PASSWORD), { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }), 200],
        ['member of A', () => change(member.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }), 200],
        ['disabled user of A', () => change(gone.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }), 403],
        ['no token', () => change(undefined, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }), 401],
      ];
      const answered: [string, number][] = [];
      for (const [name, call] of cells) answered.push([name, (await call()).status]);
      expect(answered).toEqual(cells.map(([name, , status]) => [name, status]));
    });
  });

  describe('a password that must be changed first', () => {
    it('lets the user read themselves and change it, refuses everything else with 403, then lets them go on', async () => {
      const { userId } = await newMember();
      const reset = await t.call<Envelope<{ temporaryPassword: string }>>('resetUserPassword', { token: t.ownerA, params: { id: userId } });
      const temporary = reset.body.data.temporaryPassword;
      const signedIn = await t.call<Envelope<Session>>('login', { body: { username: (await t.call<Envelope<{ username: string }>>('getUser', { token: t.ownerA, params: { id: userId } })).body.data.username, password: temporary } });
      expect(signedIn.body.data.user.mustChangePassword).toBe(true);
      const token = signedIn.body.data.token;
      expect((await t.call('getCurrentUser', { token })).status).toBe(200);
      for (const [operation, params] of [['listAuditEvents', {}], ['getUser', { id: userId }], ['listUsers', {}]] as const) {
        const refused = await t.call<ErrorBody>(operation, { token, params });
        expect(refused.status, operation).toBe(403);
        expect(refused.body.code, operation).toBe(40306);
      }
      const changed = await change(token, { currentPassword: temporary, newPassword: NEW_PASSWORD });
      expect(changed.status).toBe(200);
      expect(changed.body.data.user.mustChangePassword).toBe(false);
      expect((await t.call('getUser', { token: changed.body.data.token, params: { id: userId } })).status).toBe(200);
      const [event] = (await t.call<Envelope<{ action: string; changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.ownerA, query: { filter: JSON.stringify({ action: 'user.passwordChanged', targetId: String(userId) }) } })).body.data;
      expect(event?.changes).toEqual({ password: { changed: true }, mustChangePassword: { before: true, after: false } });
    });

    it('ends every session of the user at an owner’s reset, and refuses a reset of yourself', async () => {
      const { userId, token } = await newMember();
      const reset = await t.call<Envelope<{ temporaryPassword: string }>>('resetUserPassword', { token: t.ownerA, params: { id: userId } });
      expect(reset.status).toBe(200);
      // Whoever held the session (the user, or someone who took it) holds nothing now.
      const ended = await t.call<ErrorBody>('getCurrentUser', { token });
      expect([ended.status, ended.body.code]).toEqual([401, 40103]);
      const [event] = (await t.call<Envelope<{ changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.ownerA, query: { filter: JSON.stringify({ action: 'user.passwordReset', targetId: String(userId) }) } })).body.data;
      expect(event?.changes).toMatchObject({ sessions: { before: 1, after: 0 } });
      const self = (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.ownerA })).body.data.userId;
      const refused = await t.call<ErrorBody>('resetUserPassword', { token: t.ownerA, params: { id: self } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 40903, data: { field: 'id' } });
    });
  });
});

describeApi('a wrong current password counts against the address like a failed sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginRateLimit: { max: 10_000, addressFailureMax: 3, windowMs: 60_000 } });
    await t.createTenant('pw-limited', { password: PASSWORD });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After once the address has failed as often as sign-in allows', async () => {
    const token = await t.login('pw-limited', PASSWORD);
    const wrong = () => t.call<ErrorBody>('changePassword', { token, remoteAddress: '10.9.8.7', body: { currentPassword: 'guess-guess-guess', newPassword: NEW_PASSWORD } });
    for (let i = 0; i < 3; i += 1) expect((await wrong()).status).toBe(403);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Another address is not held back.
    expect((await t.call('changePassword', { token, remoteAddress: '10.9.8.6', body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })).status).toBe(200);
  });
});
