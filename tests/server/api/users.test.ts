import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, PASSWORD, useTestApp, type ApiResponse, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

interface User {
  userId: number;
  username: string;
  isAdmin: boolean;
  tenantId: number;
  role: 'owner' | 'member';
  displayName: string;
  email: string | null;
  enabled: boolean;
  mustChangePassword: boolean;
  lastSignInAt: string | null;
  oneTimePassword?: string;
}

describeApi('users of the acting tenant', () => {
  const t = useTestApp({ tenants: ['alpha', 'bravo'] });
  let memberA: string;
  let memberAId: number;
  let targetId: number;
  let disabled: string;
  let counter = 0;

  const asAdminIn = (tenantId: number) => ({ token: t.admin, headers: { 'x-tenant-id': String(tenantId) } });
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const create = (auth: { token?: string; headers?: Record<string, string> }, body: Record<string, unknown>) =>
    t.call<Envelope<User>>('createUser', { ...auth, body });

  async function createIn(tenantId: number, body: Record<string, unknown>): Promise<User> {
    const response = await create(asAdminIn(tenantId), { role: 'member', password: PASSWORD, ...body });
    if (response.status !== 201) throw new Error(`creating ${JSON.stringify(body)} failed: ${response.text}`);
    return response.body.data;
  }

  beforeAll(async () => {
    memberAId = (await createIn(t.a, { username: 'alpha-member' })).userId;
    memberA = await t.login('alpha-member', PASSWORD);
    targetId = (await createIn(t.a, { username: 'alpha-target', email: 'target@alpha.example' })).userId;
    const gone = await createIn(t.a, { username: 'alpha-disabled' });
    disabled = await t.login('alpha-disabled', PASSWORD);
    await t.call('updateUser', { ...asAdminIn(t.a), params: { id: gone.userId }, body: { enabled: false } });
  });

  /** The id of the event that recorded the creation of `alpha-target` (by the administrator, in A). */
  async function eventOfTargetCreation(): Promise<number> {
    const filter = JSON.stringify({ action: 'user.created', targetId: String(targetId) });
    const listed = await t.call<Envelope<{ eventId: number }[]>>('listAuditEvents', { token: t.admin, query: { filter } });
    const [event] = listed.body.data;
    if (!event) throw new Error('The creation of alpha-target left no event');
    return event.eventId;
  }

  describe('permission matrix: every users and audit call × every principal', () => {
    type Auth = { token?: string; headers?: Record<string, string> };
    const principals: [string, () => Auth][] = [
      ['admin acting in A', () => asAdminIn(t.a)],
      ['admin acting in the system tenant', () => ({ token: t.admin })],
      ['owner of A', () => ({ token: t.ownerA })],
      ['member of A', () => ({ token: memberA })],
      ['owner of B', () => ({ token: t.ownerB })],
      ['disabled user of A', () => ({ token: disabled })],
      ['no token', () => ({})],
    ];
    // The target of each call is a user of A; a principal acting elsewhere cannot find it.
    const calls: [string, (auth: Auth) => Promise<ApiResponse>, number[]][] = [
      ['listUsers', (auth) => t.call('listUsers', auth), [200, 200, 200, 403, 200, 403, 401]],
      ['getUser', (auth) => t.call('getUser', { ...auth, params: { id: targetId } }), [200, 404, 200, 403, 404, 403, 401]],
      ['createUser', (auth) => create(auth, { username: unique('matrix'), role: 'member', password: PASSWORD }), [201, 201, 201, 403, 201, 403, 401]],
      ['updateUser', (auth) => t.call('updateUser', { ...auth, params: { id: targetId }, body: { displayName: unique('Name') } }), [200, 404, 200, 403, 404, 403, 401]],
      [
        'deleteUser',
        async (auth) => t.call('deleteUser', { ...auth, params: { id: (await createIn(t.a, { username: unique('victim') })).userId } }),
        [204, 404, 204, 403, 404, 403, 401],
      ],
      ['resetUserPassword', (auth) => t.call('resetUserPassword', { ...auth, params: { id: targetId } }), [200, 404, 200, 403, 404, 403, 401]],
      ['resetUserTwoFactor', (auth) => t.call('resetUserTwoFactor', { ...auth, params: { id: targetId } }), [200, 404, 200, 403, 404, 403, 401]],
      // Everyone signed in reads the log: administrators and owners the tenant's events, members their own (asserted in audit-events.test.ts).
      ['listAuditEvents', (auth) => t.call('listAuditEvents', auth), [200, 200, 200, 200, 200, 403, 401]],
      ['exportAuditEvents', (auth) => t.call('exportAuditEvents', auth), [200, 200, 200, 200, 200, 403, 401]],
      // An event in A that the member did not cause: hidden from the member and from B's owner.
      ['getAuditEvent', async (auth) => t.call('getAuditEvent', { ...auth, params: { id: await eventOfTargetCreation() } }), [200, 200, 200, 404, 404, 403, 401]],
    ];
    for (const [operation, call, expected] of calls) {
      it(`${operation}: ${principals.map(([name], i) => `${name} ${expected[i]}`).join(', ')}`, async () => {
        const answered: number[] = [];
        for (const [, auth] of principals) answered.push((await call(auth())).status);
        expect(answered).toEqual(expected);
      });
    }

    it('refuses a non-administrator who names another tenant (403), and lets an administrator act in it', async () => {
      const refused = await t.call<ErrorBody>('listUsers', { token: t.ownerB, headers: { 'x-tenant-id': String(t.a) } });
      expect([refused.status, refused.body.code]).toEqual([403, 40302]);
      const listed = await t.call<Envelope<User[]>>('listUsers', asAdminIn(t.a));
      expect(listed.body.data.every((user) => user.tenantId === t.a)).toBe(true);
      expect(listed.body.data.map((user) => user.username)).toContain('alpha-member');
    });

    it('refuses the tenant header naming another tenant on the calls on one’s own account too (403 40302), changing nothing', async () => {
      const named = { token: t.ownerB, headers: { 'x-tenant-id': String(t.a) } };
      const calls: [string, Record<string, unknown> | undefined][] = [
        ['getCurrentUser', undefined],
        ['changePassword', { currentPassword: PASSWORD, newPassword: 'another-long-password' }],
        ['startTwoFactorEnrolment', undefined],
        ['confirmTwoFactor', { enrolment: 'e'.repeat(40), code: '123456' }],
        ['disableTwoFactor', { password: PASSWORD }],
      ];
      for (const [operation, body] of calls) {
        const refused = await t.call<ErrorBody>(operation, { ...named, ...(body !== undefined && { body }) });
        expect([operation, refused.status, refused.body.code]).toEqual([operation, 403, 40302]);
      }
      // The password was not changed on the way.
      expect(await t.login('bravo', PASSWORD)).toEqual(expect.any(String));
    });

    it('says in both languages why a member is refused', async () => {
      const en = await t.call<ErrorBody>('listUsers', { token: memberA });
      const zh = await t.call<ErrorBody>('listUsers', { token: memberA, headers: { 'accept-language': 'zh-CN' } });
      expect([en.body.code, en.body.message]).toEqual([40303, 'Your role does not allow this']);
      expect(zh.body.message).toBe('你的角色无权执行此操作');
    });
  });

  describe('a member', () => {
    it('reads and edits only their own display name and email', async () => {
      const own = await t.call<Envelope<User>>('getUser', { token: memberA, params: { id: memberAId } });
      expect(own.body.data.username).toBe('alpha-member');
      const renamed = await t.call<Envelope<User>>('updateUser', { token: memberA, params: { id: memberAId }, body: { displayName: 'Ann', email: 'ann@alpha.example' } });
      // A new address waits for the link mailed to it; the account keeps its old one until then.
      expect(renamed.body.data).toMatchObject({ displayName: 'Ann', email: null, pendingEmail: 'ann@alpha.example' });
      const promoted = await t.call<ErrorBody>('updateUser', { token: memberA, params: { id: memberAId }, body: { role: 'owner' } });
      expect([promoted.status, promoted.body.code, promoted.body.data?.field]).toEqual([403, 40303, 'role']);
    });
  });

  describe('creating', () => {
    it('answers 201 with the address, and a generated password shown once that signs in and must be changed', async () => {
      const response = await create({ token: t.ownerA }, { username: 'Gen.User', displayName: 'Gen', role: 'member' });
      expect(response.status).toBe(201);
      const user = response.body.data;
      expect(response.headers['location']).toBe(`/api/v1/users/${user.userId}`);
      expect(user).toMatchObject({ tenantId: t.a, role: 'member', enabled: true, mustChangePassword: true, isAdmin: false, lastSignInAt: null });
      expect(user.oneTimePassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
      const read = await t.call<Envelope<User>>('getUser', { token: t.ownerA, params: { id: user.userId } });
      expect(read.body.data).not.toHaveProperty('oneTimePassword');
      const token = await t.login('gen.user', user.oneTimePassword ?? '');
      const me = await t.call<Envelope<User>>('getCurrentUser', { token });
      expect(me.body.data).toMatchObject({ username: 'Gen.User', role: 'member', mustChangePassword: true });
      expect(me.body.data.lastSignInAt).not.toBeNull();
    });

    it('keeps usernames unique without regard to case, and emails too', async () => {
      const name = await create({ token: t.ownerA }, { username: 'ALPHA-MEMBER', role: 'member', password: PASSWORD });
      expect([name.status, (name.body as unknown as ErrorBody).code, (name.body as unknown as ErrorBody).data?.field]).toEqual([409, 40900, 'username']);
      const email = await create({ token: t.ownerB }, { username: unique('other'), email: 'TARGET@alpha.example', role: 'member', password: PASSWORD });
      expect([email.status, (email.body as unknown as ErrorBody).code, (email.body as unknown as ErrorBody).data?.field]).toEqual([409, 40906, 'email']);
    });

    it.each([
      ['a password of 11 characters', { password: 'short-11chr' }, 'password'],
      ['a password of 129 characters', { password: 'x'.repeat(129) }, 'password'],
      ['the username as password', { username: 'same-as-password', password: 'Same-As-Password' }, 'password'],
      ['an unknown role', { role: 'admin' }, 'role'],
      ['an email that is not one', { email: 'not an email' }, 'email'],
      ['a display name of 101 characters', { displayName: 'n'.repeat(101) }, 'displayName'],
      ['a bad username', { username: '-bad name' }, 'username'],
      ['an unknown field', { nickname: 'x' }, 'nickname'],
    ])('refuses %s with a 400 at its field', async (_label, fields, field) => {
      const response = await create({ token: t.ownerA }, { username: unique('bad'), role: 'member', password: PASSWORD, ...fields });
      const body = response.body as unknown as ErrorBody;
      expect([response.status, body.code, body.data?.field]).toEqual([400, 40000, field]);
    });
  });

  describe('guards', () => {
    const refusal = (response: ApiResponse) => {
      const body = response.body as ErrorBody;
      return [response.status, body.code];
    };

    it('nobody disables or deletes themselves', async () => {
      const ownerAId = (await t.call<Envelope<User>>('getCurrentUser', { token: t.ownerA })).body.data.userId;
      expect(refusal(await t.call('updateUser', { token: t.ownerA, params: { id: ownerAId }, body: { enabled: false } }))).toEqual([409, 40903]);
      expect(refusal(await t.call('deleteUser', { token: t.ownerA, params: { id: ownerAId } }))).toEqual([409, 40903]);
      const adminId = (await t.call<Envelope<User>>('getCurrentUser', { token: t.admin })).body.data.userId;
      expect(refusal(await t.call('deleteUser', { token: t.admin, params: { id: adminId } }))).toEqual([409, 40903]);
    });

    it('a tenant keeps at least one enabled owner', async () => {
      const ownerBId = (await t.call<Envelope<User>>('getCurrentUser', { token: t.ownerB })).body.data.userId;
      expect(refusal(await t.call('updateUser', { token: t.ownerB, params: { id: ownerBId }, body: { role: 'member' } }))).toEqual([409, 40904]);
      expect(refusal(await t.call('updateUser', { ...asAdminIn(t.b), params: { id: ownerBId }, body: { enabled: false } }))).toEqual([409, 40904]);
      expect(refusal(await t.call('deleteUser', { ...asAdminIn(t.b), params: { id: ownerBId } }))).toEqual([409, 40904]);
      // With a second owner the first may step down.
      await createIn(t.b, { username: unique('second-owner'), role: 'owner' });
      const stepped = await t.call<Envelope<User>>('updateUser', { token: t.ownerB, params: { id: ownerBId }, body: { role: 'member' } });
      expect(stepped.body.data.role).toBe('member');
    });

    it('only administrators grant administrator rights, and only in the system tenant', async () => {
      expect(refusal(await create({ token: t.ownerA }, { username: unique('x'), role: 'member', isAdmin: true, password: PASSWORD }))).toEqual([409, 40905]);
      expect(refusal(await t.call('updateUser', { token: t.ownerA, params: { id: targetId }, body: { isAdmin: true } }))).toEqual([409, 40905]);
      expect(refusal(await t.call('updateUser', { ...asAdminIn(t.a), params: { id: targetId }, body: { isAdmin: true } }))).toEqual([409, 40905]);
      const second = await create({ token: t.admin }, { username: unique('second-admin'), role: 'owner', isAdmin: true, password: PASSWORD });
      expect([second.status, second.body.data.isAdmin]).toEqual([201, true]);
    });

    it("a disabled user's token stops at once, and they cannot sign in", async () => {
      const user = await createIn(t.a, { username: unique('soon-disabled') });
      const token = await t.login(user.username, PASSWORD);
      expect((await t.call('getCurrentUser', { token })).status).toBe(200);
      await t.call('updateUser', { token: t.ownerA, params: { id: user.userId }, body: { enabled: false } });
      expect(refusal(await t.call('getCurrentUser', { token }))).toEqual([403, 40304]);
      const signIn = await t.call<ErrorBody>('login', { body: { username: user.username, password: PASSWORD } });
      expect([signIn.status, signIn.body.code]).toEqual([403, 40304]);
    });
  });

  describe('reset password', () => {
    it('answers a temporary password once; the old one stops working and the new one must be changed', async () => {
      const user = await createIn(t.a, { username: unique('forgetful') });
      const reset = await t.call<Envelope<{ temporaryPassword: string }>>('resetUserPassword', { token: t.ownerA, params: { id: user.userId } });
      expect(reset.status).toBe(200);
      const old = await t.call('login', { body: { username: user.username, password: PASSWORD } });
      expect(old.status).toBe(401);
      const token = await t.login(user.username, reset.body.data.temporaryPassword);
      const me = await t.call<Envelope<User>>('getCurrentUser', { token });
      expect(me.body.data.mustChangePassword).toBe(true);
    });
  });

  describe('the list', () => {
    it('pages, sorts and filters on the server with Content-Range', async () => {
      for (const name of ['list-carol', 'list-bob', 'list-alice']) await createIn(t.b, { username: name, displayName: name.toUpperCase() });
      const page = await t.call<Envelope<User[]>>('listUsers', {
        ...asAdminIn(t.b),
        query: { sort: '["username","ASC"]', range: '[0,1]', filter: '{"q":"LIST-","role":"member"}' },
      });
      expect(page.body.data.map((user) => user.username)).toEqual(['list-alice', 'list-bob']);
      expect(page.headers['content-range']).toBe('users 0-1/3');
      const byEmail = await t.call<Envelope<User[]>>('listUsers', { ...asAdminIn(t.a), query: { filter: '{"q":"target@alpha"}' } });
      expect(byEmail.body.data.map((user) => user.username)).toEqual(['alpha-target']);
    });

    it.each([
      ['sort', { sort: '["password","ASC"]' }],
      ['range', { range: '[0,5000]' }],
      ['filter', { filter: '{"role":"admin"}' }],
      ['filter', { filter: '{"tenantId":1}' }],
      ['filter', { filter: 'not json' }],
    ])('refuses a malformed %s with a 400 naming it', async (field, query) => {
      const response = await t.call<ErrorBody>('listUsers', { token: t.ownerA, query });
      expect([response.status, response.body.data?.field]).toEqual([400, field]);
    });
  });
});
