import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authenticatorCode, secretOfUri } from '../../helpers/authenticator.js';
import { describeApi, PASSWORD, useTestApp, type ApiResponse, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

interface Enrolment {
  secret: string;
  otpauthUri: string;
  enrolment: string;
  expiresAt: string;
}
interface Challenge {
  twoFactorRequired: true;
  challenge: string;
  expiresAt: string;
}
interface UserBody {
  userId: number;
  username: string;
  twoFactorEnabled: boolean;
}

describeApi('two-factor sign-in', () => {
  const t = useTestApp({ tenants: ['tf-alpha', 'tf-beta'] });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

  async function newMember(): Promise<{ username: string; userId: number; token: string }> {
    const username = unique('tf');
    const created = await t.call<Envelope<{ userId: number }>>('createUser', { token: t.ownerA, body: { username, role: 'member', password: PASSWORD } });
    if (created.status !== 201) throw new Error(created.text);
    return { username, userId: created.body.data.userId, token: await t.login(username, PASSWORD) };
  }

  const start = (token: string) => t.call<Envelope<Enrolment> & ErrorBody>('startTwoFactorEnrolment', { token });
  const confirm = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call<Envelope<{ recoveryCodes: string[]; user: UserBody }> & ErrorBody>('confirmTwoFactor', { token, body, headers });
  const signIn = (username: string) => t.call<Envelope<Challenge> & ErrorBody>('login', { body: { username, password: PASSWORD } });
  const otp = (challenge: string, code: string, headers: Record<string, string> = {}) =>
    t.call<Envelope<{ token: string; user: UserBody }> & ErrorBody>('verifyOneTimeCode', { body: { challenge, code }, headers });

  /** A member with two-factor sign-in on, as the settings page turns it on. */
  async function enrolled() {
    const member = await newMember();
    const started = await start(member.token);
    const secret = secretOfUri(started.body.data.otpauthUri);
    const confirmed = await confirm(member.token, { enrolment: started.body.data.enrolment, code: await authenticatorCode(secret) });
    if (confirmed.status !== 200) throw new Error(confirmed.text);
    return { ...member, secret, recoveryCodes: confirmed.body.data.recoveryCodes };
  }
  async function challengeFor(username: string): Promise<string> {
    const answered = await signIn(username);
    if (answered.status !== 202) throw new Error(answered.text);
    return answered.body.data.challenge;
  }

  describe('turning it on', () => {
    it('answers a secret an authenticator app takes, stores nothing until a code confirms it, then answers 10 recovery codes once', async () => {
      const { username, token } = await newMember();
      const started = await start(token);
      expect(started.status).toBe(200);
      const uri = new URL(started.body.data.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe(`/Tenant Console:${username}`);
      expect(uri.searchParams.get('secret')).toBe(started.body.data.secret);
      expect(started.body.data.secret).toMatch(/^[A-Z2-7]{26,}$/);
      // Nothing stored yet: sign-in is still one step.
      expect((await signIn(username)).status).toBe(200);

      const confirmed = await confirm(token, { enrolment: started.body.data.enrolment, code: await authenticatorCode(started.body.data.secret) });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.user).toMatchObject({ username, twoFactorEnabled: true });
      expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
      expect(new Set(confirmed.body.data.recoveryCodes).size).toBe(10);
      const me = await t.call<Envelope<UserBody>>('getCurrentUser', { token });
      expect(me.body.data.twoFactorEnabled).toBe(true);
      expect((await signIn(username)).status).toBe(202);
      // The recovery codes are kept only as hashes.
      const stored = await sql<{ code_hash: string }>`select code_hash from recovery_codes`.execute(t.app.database.db);
      for (const code of confirmed.body.data.recoveryCodes) expect(stored.rows.map((row) => row.code_hash)).not.toContain(code);
      expect(stored.rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
    });

    it('keeps the TOTP secret sealed (AES-256-GCM) in the database, never in clear, and opens it only for its own user', async () => {
      const member = await enrolled();
      const rows = await sql<{ user_id: number; totp_secret: string }>`select user_id, totp_secret from users where totp_secret is not null`.execute(t.app.database.db);
      const own = rows.rows.find((row) => row.user_id === member.userId);
      expect(own?.totp_secret).toMatch(/^v1\.[A-Za-z0-9_-]{40,}$/);
      expect(rows.rows.some((row) => row.totp_secret.includes(member.secret))).toBe(false);
      // The sealed value is bound to its user: copied onto another row, it does not open.
      const other = await enrolled();
      await sql`update users set totp_secret = ${own?.totp_secret} where user_id = ${other.userId}`.execute(t.app.database.db);
      const challenge = await challengeFor(other.username);
      const refused = await otp(challenge, await authenticatorCode(member.secret, 1));
      expect(refused.status).toBe(500);
      expect(t.logs.some((line) => line.includes(`The two-factor secret of user ${other.userId} does not open`))).toBe(true);
    });

    it('refuses a code that does not match at code, in the caller\'s language, and stays off', async () => {
      const { username, token } = await newMember();
      const started = await start(token);
      const wrong = await confirm(token, { enrolment: started.body.data.enrolment, code: '000000' === (await authenticatorCode(started.body.data.secret)) ? '111111' : '000000' }, { 'accept-language': 'zh-CN' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 40000, data: { field: 'code' } });
      expect(wrong.body.message).toMatch(/^验证码不匹配/);
      expect((await signIn(username)).status).toBe(200);
    });

    it('refuses an enrolment of someone else, or a forged one, at enrolment', async () => {
      const first = await newMember();
      const second = await newMember();
      const started = await start(first.token);
      const code = await authenticatorCode(started.body.data.secret);
      for (const enrolment of [started.body.data.enrolment, `${started.body.data.enrolment.slice(0, -4)}AAAA`]) {
        const refused = await confirm(second.token, { enrolment, code });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code: 40000, data: { field: 'enrolment' } });
      }
      // A session token is not an enrolment either.
      expect((await confirm(first.token, { enrolment: first.token, code })).body.data).toMatchObject({ field: 'enrolment' });
    });

    it('answers 409 to starting again while it is on', async () => {
      const { token } = await enrolled();
      const again = await start(token);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(40907);
    });
  });

  describe('signing in with it on', () => {
    it('answers 202 with a challenge that is no session, then signs in with the app\'s code', async () => {
      const { username, secret } = await enrolled();
      const answered = await signIn(username);
      expect(answered.status).toBe(202);
      expect(answered.body.data.twoFactorRequired).toBe(true);
      expect(Date.parse(answered.body.data.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(Date.parse(answered.body.data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      expect('token' in answered.body.data).toBe(false);
      const asSession = await t.call<ErrorBody>('getCurrentUser', { token: answered.body.data.challenge });
      expect(asSession.status).toBe(401);

      const signedIn = await otp(answered.body.data.challenge, await authenticatorCode(secret, 1));
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.user.username).toBe(username);
      expect((await t.call('getCurrentUser', { token: signedIn.body.data.token })).status).toBe(200);
    });

    it('accepts a code once: the same code again, or an older one, is refused', async () => {
      const { username, secret } = await enrolled();
      const code = await authenticatorCode(secret, 1);
      expect((await otp(await challengeFor(username), code)).status).toBe(200);
      const replayed = await otp(await challengeFor(username), code);
      expect(replayed.status).toBe(401);
      expect(replayed.body).toMatchObject({ code: 40105, data: { field: 'code' } });
      // The step of the confirmation is past too.
      expect((await otp(await challengeFor(username), await authenticatorCode(secret))).status).toBe(401);
    });

    it('accepts each recovery code once, however it is typed, and records how many are left', async () => {
      const { username, userId, recoveryCodes } = await enrolled();
      const [first = '', second = ''] = recoveryCodes;
      expect((await otp(await challengeFor(username), first)).status).toBe(200);
      expect((await otp(await challengeFor(username), first)).status).toBe(401);
      const typedLoosely = ` ${second.replace('-', '').toLowerCase().replace(/(.{5})/, '$1 ')} `.trim();
      expect((await otp(await challengeFor(username), typedLoosely)).status).toBe(200);
      const events = await t.call<Envelope<{ changes: Record<string, unknown> }[]>>('listAuditEvents', {
        token: t.admin,
        headers: { 'x-tenant-id': String(t.a) },
        query: { filter: JSON.stringify({ action: 'auth.signIn.succeeded', targetId: String(userId) }) },
      });
      expect(events.body.data[0]?.changes).toEqual({ recoveryCodesLeft: { before: 9, after: 8 } });
    });

    it('refuses a wrong code with 401 at code in both languages, and records the failure', async () => {
      const { username, userId } = await enrolled();
      const challenge = await challengeFor(username);
      const en = await otp(challenge, '12345-ABCDE');
      expect(en.status).toBe(401);
      expect(en.body.message).toMatch(/^This code is not right/);
      const zh = await otp(challenge, '12345-ABCDE', { 'accept-language': 'zh' });
      expect(zh.body.message).toMatch(/^验证码不正确/);
      const events = await t.call<Envelope<unknown[]>>('listAuditEvents', {
        token: t.admin,
        headers: { 'x-tenant-id': String(t.a) },
        query: { filter: JSON.stringify({ action: 'auth.signIn.failed', targetId: String(userId) }) },
      });
      expect(events.body.data.length).toBe(2);
    });

    it('locks the step for 15 minutes at the sixth wrong code, even for the right one, until the time is up', async () => {
      const { username, userId, secret } = await enrolled();
      const challenge = await challengeFor(username);
      const answers: number[] = [];
      let last: ApiResponse<ErrorBody> | undefined;
      for (let i = 0; i < 6; i += 1) {
        last = await otp(challenge, `0000${i}-AAAAA`);
        answers.push(last.status);
      }
      expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
      expect(last?.body.code).toBe(42901);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const right = await otp(challenge, await authenticatorCode(secret, 1));
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/15 minutes/);
      // Fifteen minutes later (moved, not waited for).
      await sql`update users set totp_locked_until = ${new Date(Date.now() - 1000).toISOString()} where user_id = ${userId}`.execute(t.app.database.db);
      expect((await otp(challenge, await authenticatorCode(secret, 1))).status).toBe(200);
    });

    it('ends the challenge when the password changes, and refuses a forged one, with 401 40104', async () => {
      const { username, token, secret } = await enrolled();
      const challenge = await challengeFor(username);
      const changed = await t.call('changePassword', { token, body: { currentPassword: PASSWORD, newPassword: 'another-long-passphrase' } });
      expect(changed.status).toBe(200);
      for (const stale of [challenge, `${challenge.slice(0, -4)}AAAA`, 'not-a-challenge']) {
        const refused = await otp(stale, await authenticatorCode(secret, 1), { 'accept-language': 'zh' });
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe(40104);
        expect(refused.body.message).toBe('此登录步骤已过期，请重新登录');
      }
    });

    it('refuses a disabled user at the code step as at the password step', async () => {
      const { username, userId, secret } = await enrolled();
      const challenge = await challengeFor(username);
      await t.call('updateUser', { token: t.ownerA, params: { id: userId }, body: { enabled: false } });
      const refused = await otp(challenge, await authenticatorCode(secret, 1));
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(40304);
    });
  });

  describe('turning it off', () => {
    const disable = (token: string, body: Record<string, unknown>) => t.call<Envelope<UserBody> & ErrorBody>('disableTwoFactor', { token, body });

    it('takes a current code, and sign-in is one step again', async () => {
      const { username, token, secret } = await enrolled();
      const off = await disable(token, { code: await authenticatorCode(secret, 1) });
      expect(off.status).toBe(200);
      expect(off.body.data.twoFactorEnabled).toBe(false);
      expect((await signIn(username)).status).toBe(200);
      const again = await disable(token, { password: PASSWORD });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(40908);
    });

    it('takes the password instead, and forgets the recovery codes', async () => {
      const { username, userId, token } = await enrolled();
      expect((await disable(token, { password: PASSWORD })).status).toBe(200);
      const left = await sql<{ n: number }>`select count(*) as n from recovery_codes where user_id = ${userId}`.execute(t.app.database.db);
      expect(Number(left.rows[0]?.n)).toBe(0);
      expect((await signIn(username)).status).toBe(200);
    });

    it('refuses a wrong code or password at its field, and a call with neither, and stays on', async () => {
      const { username, token } = await enrolled();
      const wrongCode = await disable(token, { code: '98765-ZZZZZ' });
      expect(wrongCode.status).toBe(403);
      expect(wrongCode.body).toMatchObject({ code: 40308, data: { field: 'code' } });
      const wrongPassword = await disable(token, { password: 'not the password at all' });
      expect(wrongPassword.status).toBe(403);
      expect(wrongPassword.body).toMatchObject({ code: 40305, data: { field: 'password' } });
      const neither = await disable(token, {});
      expect(neither.status).toBe(400);
      expect(neither.body.data).toMatchObject({ field: 'code' });
      expect((await signIn(username)).status).toBe(202);
    });
  });

  describe('an owner or administrator resets it', () => {
    const reset = (auth: { token: string; headers?: Record<string, string> }, id: number) =>
      t.call<Envelope<UserBody> & ErrorBody>('resetUserTwoFactor', { ...auth, params: { id } });

    it('turns it off for the user, who signs in with the password and may enrol again; audited', async () => {
      const { username, userId, token } = await enrolled();
      const answered = await reset({ token: t.ownerA }, userId);
      expect(answered.status).toBe(200);
      expect(answered.body.data).toMatchObject({ userId, twoFactorEnabled: false });
      expect((await signIn(username)).status).toBe(200);
      expect((await start(token)).status).toBe(200);
      const events = await t.call<Envelope<{ actor: { username: string }; changes: unknown }[]>>('listAuditEvents', {
        token: t.ownerA,
        query: { filter: JSON.stringify({ action: 'user.twoFactorReset', targetId: String(userId) }) },
      });
      expect(events.body.data[0]).toMatchObject({ actor: { username: 'tf-alpha' }, changes: { twoFactorEnabled: { before: true, after: false } } });
      // Already off: the same answer, nothing more recorded.
      expect((await reset({ token: t.admin, headers: { 'x-tenant-id': String(t.a) } }, userId)).status).toBe(200);
    });

    it('refuses your own (409), a member (403) and another tenant\'s owner (404)', async () => {
      const { userId, token } = await enrolled();
      const own = await reset({ token }, userId);
      expect(own.status).toBe(403);
      const me = await t.call<Envelope<UserBody>>('getCurrentUser', { token: t.ownerA });
      const ownReset = await reset({ token: t.ownerA }, me.body.data.userId);
      expect(ownReset.status).toBe(409);
      expect(ownReset.body.code).toBe(40903);
      expect((await reset({ token: t.ownerB }, userId)).status).toBe(404);
      expect((await signIn((await t.call<Envelope<UserBody>>('getCurrentUser', { token })).body.data.username)).status).toBe(202);
    });
  });

  it('permission matrix: the own two-factor calls for every principal, and the code step for anyone', async () => {
    const disabled = await newMember();
    await t.call('updateUser', { token: t.ownerA, params: { id: disabled.userId }, body: { enabled: false } });
    const member = await newMember();
    const principals: [string, string | undefined][] = [
      ['admin', t.admin],
      ['owner', t.ownerA],
      ['member', member.token],
      ['disabled user', disabled.token],
      ['no token', undefined],
    ];
    const answered: Record<string, number[]> = {};
    for (const [name, token] of principals) {
      const auth = token === undefined ? {} : { token };
      answered[name] = [
        (await t.call('startTwoFactorEnrolment', auth)).status,
        (await t.call('confirmTwoFactor', { ...auth, body: { enrolment: 'x', code: '123456' } })).status,
        (await t.call('disableTwoFactor', { ...auth, body: { password: PASSWORD } })).status,
        (await t.call('verifyOneTimeCode', { ...auth, body: { challenge: 'x', code: '123456' } })).status,
      ];
    }
    expect(answered).toEqual({
      admin: [200, 400, 409, 401],
      owner: [200, 400, 409, 401],
      member: [200, 400, 409, 401],
      'disabled user': [403, 403, 403, 401],
      'no token': [401, 401, 401, 401],
    });
  });
});
