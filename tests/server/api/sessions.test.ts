import { describe, expect, it, vi } from 'vitest';
import { sessionSecretHash } from '../../../server/src/auth/session-secret.js';
import { ADMIN_PASSWORD, describeApi, PASSWORD, useTestApp, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

interface Session {
  sessionId: number;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  clientAddress: string;
  userAgent: string;
  browser: string | null;
  os: string | null;
}

const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describeApi('sessions: rows the server checks on every call, ended for good', () => {
  const t = useTestApp({ tenants: ['sessions-a'] });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

  /** A member of A, and a way to sign them in from a browser of one's choice. */
  async function newMember() {
    const username = unique('sess');
    const created = await t.call<Envelope<{ userId: number }>>('createUser', { token: t.ownerA, body: { username, role: 'member', password: PASSWORD } });
    if (created.status !== 201) throw new Error(created.text);
    const signIn = async (userAgent = CHROME_ON_MAC, remoteAddress = '203.0.113.7') => {
      const answer = await t.call<Envelope<{ token: string }>>('login', { body: { username, password: PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress });
      if (answer.status !== 200) throw new Error(answer.text);
      return answer.body.data.token;
    };
    return { username, userId: created.body.data.userId, signIn };
  }
  const me = async (token: string) => {
    const answer = await t.call<ErrorBody>('getCurrentUser', { token });
    return [answer.status, answer.body.code];
  };
  const list = async (token: string) => (await t.call<Envelope<Session[]>>('listSessions', { token })).body.data;
  const eventsOf = async (action: string, userId: number) =>
    (await t.call<Envelope<{ action: string; changes: Record<string, unknown>; clientAddress: string }[]>>('listAuditEvents', { token: t.ownerA, query: { filter: JSON.stringify({ action, targetId: String(userId) }) } })).body.data;

  describe('signing out', () => {
    it('ends this session on the server: a copy of the token stops at once, the user’s other sessions go on', async () => {
      const { userId, signIn } = await newMember();
      const token = await signIn();
      const other = await signIn();
      const out = await t.call('signOut', { token });
      expect(out.status).toBe(204);
      expect(await me(token)).toEqual([401, 40103]);
      expect(await me(other)).toEqual([200, 0]);
      // Signing out again with the copy is refused like any other call.
      expect((await t.call('signOut', { token })).status).toBe(401);
      const [event] = await eventsOf('auth.signedOut', userId);
      expect(event?.changes).toEqual({ session: { before: expect.any(Number), after: null } });
    });

    it('is open to a user who must change their password first', async () => {
      const { userId, username } = await newMember();
      const reset = await t.call<Envelope<{ temporaryPassword: string }>>('resetUserPassword', { token: t.ownerA, params: { id: userId } });
      const token = await t.login(username, reset.body.data.temporaryPassword);
      expect((await t.call<ErrorBody>('listSessions', { token })).body.code).toBe(40306);
      expect((await t.call('signOut', { token })).status).toBe(204);
      expect(await me(token)).toEqual([401, 40103]);
    });
  });

  describe('the list', () => {
    it('shows the user’s own sessions, newest first, this one marked, each with its device, address and times', async () => {
      const { signIn } = await newMember();
      const firefox = await signIn(FIREFOX_ON_WINDOWS, '198.51.100.9');
      const chrome = await signIn(CHROME_ON_MAC, '203.0.113.7');
      const listed = await list(chrome);
      expect(listed.map((s) => [s.current, s.browser, s.os, s.clientAddress])).toEqual([
        [true, 'Chrome', 'macOS', '203.0.113.7'],
        [false, 'Firefox', 'Windows', '198.51.100.9'],
      ]);
      expect(listed[0]?.userAgent).toBe(CHROME_ON_MAC);
      expect(Date.parse(listed[0]?.expiresAt ?? '') - Date.parse(listed[0]?.createdAt ?? '')).toBe(t.config.jwtTtlSeconds * 1000);
      expect((await list(firefox)).map((s) => s.current)).toEqual([false, true]);
    });

    it('names no device for a user agent that names none, and shows nobody else’s sessions', async () => {
      const first = await newMember();
      const second = await newMember();
      const token = await first.signIn('curl/8.5.0');
      await second.signIn();
      const listed = await list(token);
      expect(listed).toHaveLength(1);
      expect([listed[0]?.browser, listed[0]?.os]).toEqual([null, null]);
    });

    it('notes when a session was last seen, at most once a minute', async () => {
      const { signIn } = await newMember();
      const token = await signIn();
      const [started] = await list(token);
      const stored = async () =>
        (await t.app.database.db.selectFrom('sessions').select('last_seen_at').where('session_id', '=', started?.sessionId ?? 0).executeTakeFirstOrThrow()).last_seen_at;
      const first = String(await stored());
      try {
        vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date'] });
        await me(token);
        expect(String(await stored())).toBe(first);
        vi.setSystemTime(Date.now() + 31_000);
        await me(token);
        await vi.waitFor(async () => expect(String(await stored())).not.toBe(first));
        const [seen] = await list(token);
        expect(Date.parse(seen?.lastSeenAt ?? '')).toBeGreaterThanOrEqual(Date.parse(started?.lastSeenAt ?? '') + 60_000);
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps only the hash of a session’s secret: nothing in the database opens a session', async () => {
      const { userId, signIn } = await newMember();
      const token = await signIn();
      const secret = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
      const rows = await t.app.database.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
      expect(rows.map((row) => row.token_hash)).toEqual([sessionSecretHash(secret)]);
      expect(JSON.stringify(rows)).not.toContain(secret);
    });
  });

  describe('ending one, or all', () => {
    it('ends one of one’s own sessions by its id, and says another’s is unknown (404 at id, both languages)', async () => {
      const { userId, signIn } = await newMember();
      const phone = await signIn(FIREFOX_ON_WINDOWS);
      const laptop = await signIn();
      const [, phoneSession] = await list(laptop);
      const ended = await t.call('endSession', { token: laptop, params: { id: phoneSession?.sessionId ?? 0 } });
      expect(ended.status).toBe(204);
      expect(await me(phone)).toEqual([401, 40103]);
      expect(await me(laptop)).toEqual([200, 0]);
      const [event] = await eventsOf('auth.sessionEnded', userId);
      expect(event?.changes).toEqual({ session: { before: phoneSession?.sessionId, after: null } });

      const stranger = await newMember();
      const strangerToken = await stranger.signIn();
      const [laptopSession] = await list(laptop);
      for (const language of ['en', 'zh']) {
        const refused = await t.call<ErrorBody>('endSession', { token: strangerToken, params: { id: laptopSession?.sessionId ?? 0 }, headers: { 'accept-language': language } });
        expect([refused.status, refused.body.code, refused.body.data?.field]).toEqual([404, 40406, 'id']);
        expect(refused.body.message).toBe(
          language === 'en'
            ? `You have no session ${laptopSession?.sessionId}: it has ended, or it is not yours`
            : `你没有编号为 ${laptopSession?.sessionId} 的会话：它已结束，或不属于你`,
        );
      }
      expect(await me(laptop)).toEqual([200, 0]);
    });

    it('ends nothing at an address with an empty id: DELETE …/sessions/ is refused at id, not taken for “sign out everywhere”', async () => {
      const { signIn } = await newMember();
      const tokens = [await signIn(), await signIn(FIREFOX_ON_WINDOWS)];
      const answer = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/sessions/', headers: { authorization: `Bearer ${tokens[0]}` } });
      const body = answer.json() as ErrorBody;
      expect([answer.statusCode, body.code, body.data?.field]).toEqual([400, 40000, 'id']);
      for (const token of tokens) expect(await me(token)).toEqual([200, 0]);
    });

    it('signs out everywhere, this session included, and says how many ended', async () => {
      const { userId, signIn } = await newMember();
      const tokens = [await signIn(), await signIn(FIREFOX_ON_WINDOWS), await signIn()];
      expect((await t.call('endAllSessions', { token: tokens[2] })).status).toBe(204);
      for (const token of tokens) expect(await me(token)).toEqual([401, 40103]);
      const [event] = await eventsOf('auth.signedOutEverywhere', userId);
      expect(event?.changes).toEqual({ sessions: { before: 3, after: 0 } });
      expect(await me(await signIn())).toEqual([200, 0]);
    });
  });

  describe('nothing brings an ended session back', () => {
    it('disabling a user ends their sessions; enabling them again revives none', async () => {
      const { userId, signIn } = await newMember();
      const token = await signIn();
      await t.call('updateUser', { token: t.ownerA, params: { id: userId }, body: { enabled: false } });
      expect(await me(token)).toEqual([403, 40304]);
      await t.call('updateUser', { token: t.ownerA, params: { id: userId }, body: { enabled: true } });
      expect(await me(token)).toEqual([401, 40103]);
      expect(await me(await signIn())).toEqual([200, 0]);
    });

    it('disabling a tenant ends the sessions of all its users; enabling it again revives none', async () => {
      const id = await t.createTenant(unique('sessions-t'), { password: PASSWORD });
      const { body } = await t.call<Envelope<{ username: string }>>('getTenant', { token: t.admin, params: { id } });
      const token = await t.login(body.data.username, PASSWORD);
      await t.call('setTenantStatus', { token: t.admin, params: { id }, query: { enabled: false } });
      expect(await me(token)).toEqual([403, 40301]);
      await t.call('setTenantStatus', { token: t.admin, params: { id }, query: { enabled: true } });
      expect(await me(token)).toEqual([401, 40103]);
      expect(await me(await t.login(body.data.username, PASSWORD))).toEqual([200, 0]);
    });

    it('a password changed by its user ends every other session, and the one that changed it goes on in a new one', async () => {
      const { signIn } = await newMember();
      const other = await signIn();
      const token = await signIn();
      const changed = await t.call<Envelope<{ token: string }>>('changePassword', { token, body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-new` } });
      expect(changed.status).toBe(200);
      expect(await me(other)).toEqual([401, 40103]);
      expect(await me(token)).toEqual([401, 40103]);
      expect(await me(changed.body.data.token)).toEqual([200, 0]);
      expect(await list(changed.body.data.token)).toHaveLength(1);
    });
  });

  describe('permission matrix: the session calls × every principal', () => {
    it('open to everyone signed in, for their own sessions only; refused to the disabled (403) and to nobody (401)', async () => {
      const member = await newMember();
      const disabled = await newMember();
      const disabledToken = await disabled.signIn();
      await t.call('updateUser', { token: t.ownerA, params: { id: disabled.userId }, body: { enabled: false } });
      const principals: [string, () => Promise<string | undefined>][] = [
        ['administrator', async () => t.login('admin', ADMIN_PASSWORD)],
        ['administrator acting in A', async () => t.login('admin', ADMIN_PASSWORD)],
        ['owner', async () => t.login('sessions-a', PASSWORD)],
        ['member', async () => member.signIn()],
        ['disabled user', async () => disabledToken],
        ['no token', async () => undefined],
      ];
      const answered: [string, string, number][] = [];
      for (const [name, tokenOf] of principals) {
        const headers: Record<string, string> = name.endsWith('acting in A') ? { 'x-tenant-id': String(t.a) } : {};
        const auth = async () => {
          const token = await tokenOf();
          return { ...(token !== undefined && { token }), headers };
        };
        const listAuth = await auth();
        const listed = await t.call<Envelope<Session[]>>('listSessions', listAuth);
        answered.push([name, 'listSessions', listed.status]);
        const own = listed.status === 200 ? (listed.body.data.find((s) => s.current)?.sessionId ?? 0) : 1;
        answered.push([name, 'endSession', (await t.call('endSession', { ...(await auth()), params: { id: own } })).status]);
        answered.push([name, 'signOut', (await t.call('signOut', await auth())).status]);
        answered.push([name, 'endAllSessions', (await t.call('endAllSessions', await auth())).status]);
      }
      const expected = (name: string): number[] => (name === 'disabled user' ? [403, 403, 403, 403] : name === 'no token' ? [401, 401, 401, 401] : [200, 204, 204, 204]);
      expect(answered).toEqual(principals.flatMap(([name]) => ['listSessions', 'endSession', 'signOut', 'endAllSessions'].map((op, i) => [name, op, expected(name)[i]])));
      // The administrator signed out everywhere last: the token the other tests share is over too.
      expect(await me(t.admin)).toEqual([401, 40103]);
      t.admin = await t.login('admin', ADMIN_PASSWORD);
      t.ownerA = await t.login('sessions-a', PASSWORD);
    });

    it('an owner or administrator cannot end another user’s session through the session calls', async () => {
      const { signIn } = await newMember();
      const token = await signIn();
      const [session] = await list(token);
      for (const caller of [t.ownerA, t.admin]) {
        const refused = await t.call<ErrorBody>('endSession', { token: caller, params: { id: session?.sessionId ?? 0 } });
        expect([refused.status, refused.body.code]).toEqual([404, 40406]);
      }
      expect(await me(token)).toEqual([200, 0]);
    });
  });
});
