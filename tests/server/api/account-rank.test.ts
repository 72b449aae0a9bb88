import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorCode } from '../../helpers/authenticator.js';
import { describeApi, PASSWORD, startTestApp, type ApiResponse, type Envelope, type ErrorBody, type TestApp } from '../../helpers/test-app.js';

interface User {
  userId: number;
  username: string;
  isAdmin: boolean;
  role: 'owner' | 'member';
  displayName: string;
  email: string | null;
  enabled: boolean;
  twoFactorEnabled: boolean;
}

/**
 * Rights inside the system tenant, where administrators live beside owners and members without
 * administrator rights: nobody acts on an account that ranks above their own, and nobody raises
 * an account above their own rank.
 */
describeApi('rank: nobody acts on an account with more rights than their own', () => {
  let t: TestApp;
  let admin: string;
  let counter = 0;
  const principals: Record<string, string> = {};
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

  /** A user of the system tenant made by the first administrator; signed in when asked. */
  async function systemUser(body: { role: 'owner' | 'member'; isAdmin?: boolean; email?: string }): Promise<User> {
    const username = unique(body.isAdmin ? 'admin' : body.role);
    const created = await t.call<Envelope<User>>('createUser', { token: admin, body: { username, password: PASSWORD, ...body } });
    if (created.status !== 201) throw new Error(`creating ${username} failed: ${created.text}`);
    return created.body.data;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    const second = await systemUser({ role: 'owner', isAdmin: true });
    const owner = await systemUser({ role: 'owner' });
    const member = await systemUser({ role: 'member' });
    const demoted = await systemUser({ role: 'owner', isAdmin: true });
    principals['second administrator'] = await t.login(second.username, PASSWORD);
    principals['system-tenant owner'] = await t.login(owner.username, PASSWORD);
    principals['system-tenant member'] = await t.login(member.username, PASSWORD);
    // Signed in while an administrator, then demoted: the token it holds must not keep the rights.
    principals['administrator demoted to owner'] = await t.login(demoted.username, PASSWORD);
    const revoked = await t.call('updateUser', { token: admin, params: { id: demoted.userId }, body: { isAdmin: false } });
    expect(revoked.status).toBe(200);
  });
  afterAll(async () => t.close());

  const names = ['second administrator', 'system-tenant owner', 'system-tenant member', 'administrator demoted to owner'] as const;
  const token = (name: (typeof names)[number]) => principals[name] ?? '';

  type Act = (token: string, target: User) => Promise<ApiResponse>;
  const acts: [string, Act][] = [
    ['change the email', (tk, target) => t.call('updateUser', { token: tk, params: { id: target.userId }, body: { email: `${unique('mail')}@example.com` } })],
    ['change the display name', (tk, target) => t.call('updateUser', { token: tk, params: { id: target.userId }, body: { displayName: unique('Name') } })],
    ['make a member', (tk, target) => t.call('updateUser', { token: tk, params: { id: target.userId }, body: { role: 'member' } })],
    ['disable', (tk, target) => t.call('updateUser', { token: tk, params: { id: target.userId }, body: { enabled: false } })],
    ['take administrator rights away', (tk, target) => t.call('updateUser', { token: tk, params: { id: target.userId }, body: { isAdmin: false } })],
    ['delete', (tk, target) => t.call('deleteUser', { token: tk, params: { id: target.userId } })],
    ['reset the password', (tk, target) => t.call('resetUserPassword', { token: tk, params: { id: target.userId } })],
    ['turn two-factor sign-in off', (tk, target) => t.call('resetUserTwoFactor', { token: tk, params: { id: target.userId } })],
  ];

  describe('an administrator’s account: every user call × every principal of the system tenant', () => {
    // Each cell acts on an administrator of its own, so that what one cell changes no other sees.
    const expected: Record<(typeof names)[number], 'allowed' | 403> = {
      'second administrator': 'allowed',
      'system-tenant owner': 403,
      'system-tenant member': 403,
      'administrator demoted to owner': 403,
    };
    for (const [act, call] of acts) {
      it(`${act}: ${names.map((name) => `${name} ${expected[name]}`).join(', ')}`, async () => {
        const answered: (number | 'allowed')[] = [];
        for (const name of names) {
          const target = await systemUser({ role: 'owner', isAdmin: true });
          const before = await t.call<Envelope<User>>('getUser', { token: admin, params: { id: target.userId } });
          const response = await call(token(name), target);
          answered.push(response.status < 300 ? 'allowed' : response.status);
          if (response.status >= 300) {
            // Refused, and nothing changed.
            const after = await t.call<Envelope<User>>('getUser', { token: admin, params: { id: target.userId } });
            expect(after.body.data).toEqual(before.body.data);
            expect((response.body as ErrorBody).code, `${name}: ${act}`).toBe(40303);
          }
        }
        expect(answered).toEqual(names.map((name) => expected[name]));
      });
    }
  });

  describe('an owner’s and a member’s account in the system tenant', () => {
    const expected: Record<(typeof names)[number], 'allowed' | 403> = {
      'second administrator': 'allowed',
      'system-tenant owner': 'allowed',
      'system-tenant member': 403,
      'administrator demoted to owner': 'allowed',
    };
    for (const role of ['owner', 'member'] as const) {
      for (const [act, call] of acts.filter(([name]) => name !== 'take administrator rights away')) {
        it(`${act} of an ${role}: ${names.map((name) => `${name} ${expected[name]}`).join(', ')}`, async () => {
          const answered: (number | 'allowed')[] = [];
          for (const name of names) {
            // Another enabled owner stays, so the last-owner guard is not what answers.
            const target = await systemUser({ role });
            const response = await call(token(name), target);
            answered.push(response.status < 300 ? 'allowed' : response.status);
          }
          expect(answered).toEqual(names.map((name) => expected[name]));
        });
      }
    }
  });

  describe('nobody raises an account above their own rights', () => {
    it('an owner without administrator rights grants them to nobody, themselves included (409, field isAdmin)', async () => {
      const member = await systemUser({ role: 'member' });
      for (const name of ['system-tenant owner', 'administrator demoted to owner'] as const) {
        const me = await t.call<Envelope<User>>('getCurrentUser', { token: token(name) });
        for (const id of [member.userId, me.body.data.userId]) {
          const refused = await t.call<ErrorBody>('updateUser', { token: token(name), params: { id }, body: { isAdmin: true } });
          expect([refused.status, refused.body.code, refused.body.data?.field]).toEqual([409, 40905, 'isAdmin']);
        }
        const created = await t.call<ErrorBody>('createUser', { token: token(name), body: { username: unique('raised'), role: 'owner', isAdmin: true, password: PASSWORD } });
        expect([created.status, created.body.code]).toEqual([409, 40905]);
      }
      expect((await t.call<Envelope<User>>('getUser', { token: admin, params: { id: member.userId } })).body.data.isAdmin).toBe(false);
    });

    it('says why in both languages', async () => {
      const target = await systemUser({ role: 'owner', isAdmin: true });
      const en = await t.call<ErrorBody>('resetUserPassword', { token: token('system-tenant owner'), params: { id: target.userId } });
      const zh = await t.call<ErrorBody>('resetUserPassword', {
        token: token('system-tenant owner'),
        params: { id: target.userId },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect([en.status, en.body.code, en.body.message]).toEqual([
        403,
        40303,
        'This account has more rights than yours: only an administrator or its holder can change it',
      ]);
      expect(zh.body.message).toBe('此账号的权限高于你：只有管理员或账号本人可以修改它');
    });
  });

  describe('the takeover the security test found', () => {
    it('a demoted administrator cannot reset another administrator’s password, sign in as them, and take the rights back', async () => {
      const victim = await systemUser({ role: 'owner', isAdmin: true });
      const demoted = token('administrator demoted to owner');
      const reset = await t.call<Envelope<{ temporaryPassword?: string }>>('resetUserPassword', { token: demoted, params: { id: victim.userId } });
      expect(reset.status).toBe(403);
      expect(reset.body.data).toBeNull();
      // The victim's own password still works, and nothing about the account moved.
      expect(await t.login(victim.username, PASSWORD)).toEqual(expect.any(String));
      const me = await t.call<Envelope<User>>('getCurrentUser', { token: demoted });
      expect(me.body.data.isAdmin).toBe(false);
    });

    it('an administrator’s two-factor sign-in stays on when an owner without rights tries to turn it off', async () => {
      const victim = await systemUser({ role: 'owner', isAdmin: true });
      const victimToken = await t.login(victim.username, PASSWORD);
      const started = await t.call<Envelope<{ secret: string; enrolment: string }>>('startTwoFactorEnrolment', { token: victimToken });
      const confirmed = await t.call('confirmTwoFactor', {
        token: victimToken,
        body: { enrolment: started.body.data.enrolment, code: await authenticatorCode(started.body.data.secret) },
      });
      expect(confirmed.status).toBe(200);
      const refused = await t.call('resetUserTwoFactor', { token: token('system-tenant owner'), params: { id: victim.userId } });
      expect(refused.status).toBe(403);
      const after = await t.call<Envelope<User>>('getUser', { token: admin, params: { id: victim.userId } });
      expect(after.body.data.twoFactorEnabled).toBe(true);
    });

    it('an administrator still manages a second administrator, and anyone manages themselves', async () => {
      const other = await systemUser({ role: 'owner', isAdmin: true });
      const renamed = await t.call<Envelope<User>>('updateUser', { token: admin, params: { id: other.userId }, body: { displayName: 'Second' } });
      expect(renamed.body.data.displayName).toBe('Second');
      const me = await t.call<Envelope<User>>('getCurrentUser', { token: token('system-tenant member') });
      const own = await t.call<Envelope<User>>('updateUser', { token: token('system-tenant member'), params: { id: me.body.data.userId }, body: { displayName: 'Me' } });
      expect(own.status).toBe(200);
    });
  });
});
