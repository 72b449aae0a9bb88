import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseMail, type ReceivedMail } from '../../helpers/mail.js';
import { describeApi, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

/**
 * The chains a security tester took from a leaked credential to an account, replayed as they were
 * found (issue 49): each must break at its first step, and nothing after it may reach the goal.
 */
const PASSWORD = 'attack-chain-password';
const NEW_PASSWORD = 'a brand new passphrase';
const ATTACKER = 'attacker@evil.example';

interface Refusal {
  code?: number;
  message?: string;
  data?: { field?: string } | null;
}

describeApi('attack chains: a leaked credential stays what it is', () => {
  let t: TestApp;
  let admin: string;
  let tenant: number;
  let ownerName: string;
  let ownerId: number;
  let made = 0;

  const unique = (prefix: string) => `${prefix}-${(made += 1)}`;
  const answer = async (operationId: string, options: Parameters<TestApp['call']>[1]) => {
    const response = await t.call<Refusal>(operationId, options);
    return [response.status, response.body?.code ?? null] as const;
  };
  const data = async <T>(operationId: string, options: Parameters<TestApp['call']>[1]): Promise<T> => {
    const response = await t.call<Envelope<T>>(operationId, options);
    if (response.status >= 300) throw new Error(`${operationId} failed: ${response.status} ${response.text}`);
    return response.body.data;
  };
  const signIn = (username: string, password = PASSWORD) => t.login(username, password);
  const tokenOf = async (session: string, userId: number, inTenant?: number) =>
    (
      await data<{ token: string }>('createApiToken', {
        token: session,
        params: { id: userId },
        body: { name: unique('token'), expiresInDays: 30 },
        ...(inTenant !== undefined && { headers: { 'x-tenant-id': String(inTenant) } }),
      })
    ).token;

  /** Every mail to `address` so far, oldest first, waiting for at least `count`. */
  const mailsTo = async (address: string, count = 1): Promise<ReceivedMail[]> => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort() : [];
      const mails = (await Promise.all(names.map(async (name) => parseMail(fs.readFileSync(path.join(outbox, name)))))).filter((mail) => mail.to === address);
      if (mails.length >= count || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Gives the account an address the way a person does: changed, then confirmed by the link mailed there. */
  const giveEmail = async (session: string, userId: number, email: string) => {
    await data('updateUser', { token: session, params: { id: userId }, body: { email } });
    const [link] = await mailsTo(email);
    await data('confirmEmailChange', { body: { token: link?.token } });
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    ownerName = 'chain-tenant';
    tenant = await t.createTenant(ownerName, { password: PASSWORD });
    const owner = await signIn(ownerName);
    ownerId = (await data<{ userId: number }>('getCurrentUser', { token: owner })).userId;
    await giveEmail(owner, ownerId, 'owner@chain.example');
  });
  afterAll(async () => t?.close());

  it('an owner’s token cannot become the owner: its email, its password and new owners are out of reach', async () => {
    const leaked = await tokenOf(await signIn(ownerName), ownerId);
    // Step 1 of the chain: the address reset links go to.
    expect(await answer('updateUser', { token: leaked, params: { id: ownerId }, body: { email: ATTACKER } })).toEqual([403, 40309]);
    // Had it gone on: the reset link goes to the owner's own address, never the attacker's.
    await t.call('requestPasswordReset', { body: { login: ownerName } });
    expect(await mailsTo('owner@chain.example', 2)).toHaveLength(2);
    expect(await mailsTo(ATTACKER)).toEqual([]);
    // The other roads to a password: a new owner with one, another owner's reset, a token of its own.
    expect(await answer('createUser', { token: leaked, body: { username: unique('intruder'), role: 'owner', password: PASSWORD } })).toEqual([403, 40309]);
    const second = await data<{ userId: number }>('createUser', { token: await signIn(ownerName), body: { username: unique('second-owner'), role: 'owner', password: PASSWORD } });
    expect(await answer('resetUserPassword', { token: leaked, params: { id: second.userId } })).toEqual([403, 40309]);
    expect(await answer('createApiToken', { token: leaked, params: { id: ownerId }, body: { name: 'forever', expiresInDays: null } })).toEqual([403, 40309]);
    expect(await answer('changePassword', { token: leaked, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })).toEqual([403, 40309]);
    expect(await answer('resetUserTwoFactor', { token: leaked, params: { id: second.userId } })).toEqual([403, 40309]);
    expect((await t.call('login', { body: { username: ownerName, password: PASSWORD } })).status).toBe(200);
  });

  it('a member’s token cannot change its account’s email either', async () => {
    const member = await data<{ userId: number; username: string }>('createUser', { token: await signIn(ownerName), body: { username: unique('member'), role: 'member', password: PASSWORD } });
    const leaked = await tokenOf(await signIn(member.username), member.userId);
    expect(await answer('updateUser', { token: leaked, params: { id: member.userId }, body: { email: ATTACKER } })).toEqual([403, 40309]);
    // What a token may still do to its own profile.
    expect(await answer('updateUser', { token: leaked, params: { id: member.userId }, body: { displayName: 'Still me' } })).toEqual([200, 0]);
  });

  it('an administrator’s token cannot make an administrator with a password, nor start acting as an owner', async () => {
    const robot = await data<{ userId: number }>('createServiceAccount', { token: admin, body: { username: unique('admin-robot'), role: 'owner', isAdmin: true } });
    const leaked = await tokenOf(admin, robot.userId);
    expect(await answer('createUser', { token: leaked, body: { username: unique('shadow-admin'), role: 'owner', isAdmin: true, password: PASSWORD } })).toEqual([403, 40309]);
    expect(await answer('startImpersonation', { token: leaked, body: { userId: ownerId, reason: 'just looking' } })).toEqual([403, 40309]);
    // What it is for still works: reading every tenant.
    expect(await answer('listTenants', { token: leaked })).toEqual([200, 0]);
  });

  it('a session acting as an owner cannot change the owner’s email, tokens, password or sessions', async () => {
    const owner = await signIn(ownerName);
    const ownerToken = await tokenOf(owner, ownerId);
    const tokens = await data<{ tokenId: number }[]>('listApiTokens', { token: owner, params: { id: ownerId } });
    const acting = await data<{ token: string }>('startImpersonation', { token: admin, body: { userId: ownerId, reason: 'ticket 4711' } });
    expect(await answer('updateUser', { token: acting.token, params: { id: ownerId }, body: { email: ATTACKER } })).toEqual([403, 40311]);
    expect(await answer('revokeApiToken', { token: acting.token, params: { id: ownerId, tokenId: tokens[0]?.tokenId ?? 0 } })).toEqual([403, 40311]);
    expect(await answer('createApiToken', { token: acting.token, params: { id: ownerId }, body: { name: 'mine now', expiresInDays: 30 } })).toEqual([403, 40311]);
    expect(await answer('endAllSessions', { token: acting.token })).toEqual([403, 40311]);
    expect(await answer('getCurrentUser', { token: ownerToken })).toEqual([200, 0]);
    // The owner's work is still within reach: that is what acting is for.
    expect(await answer('listUsers', { token: acting.token })).toEqual([200, 0]);
  });

  it('a demoted administrator’s acting session ends with the rights, and records nothing more', async () => {
    const username = unique('temporary-admin');
    const held = await data<{ userId: number }>('createUser', { token: admin, body: { username, role: 'owner', isAdmin: true, password: PASSWORD } });
    const acting = await data<{ token: string }>('startImpersonation', { token: await signIn(username), body: { userId: ownerId, reason: 'before the demotion' } });
    await data('updateUser', { token: admin, params: { id: held.userId }, body: { isAdmin: false } });
    const before = (await data<unknown[]>('listAuditEvents', { token: admin, query: { range: '[0,999]' } })).length;
    // The chain's step: a new owner with a password in the tenant acted in.
    expect(await answer('createUser', { token: acting.token, body: { username: unique('planted'), role: 'owner', password: PASSWORD } })).toEqual([401, 40103]);
    expect(await answer('getCurrentUser', { token: acting.token })).toEqual([401, 40103]);
    expect((await data<unknown[]>('listAuditEvents', { token: admin, query: { range: '[0,999]' } })).length).toBe(before);
  });

  it('a disabled administrator’s acting session ends at once', async () => {
    const username = unique('leaving-admin');
    const held = await data<{ userId: number }>('createUser', { token: admin, body: { username, role: 'owner', isAdmin: true, password: PASSWORD } });
    const acting = await data<{ token: string }>('startImpersonation', { token: await signIn(username), body: { userId: ownerId, reason: 'before leaving' } });
    await data('updateUser', { token: admin, params: { id: held.userId }, body: { enabled: false } });
    expect(await answer('listUsers', { token: acting.token })).toEqual([401, 40103]);
  });

  it('a token does not come back: not with its user enabled again, nor its tenant enabled or restored', async () => {
    const name = unique('returning');
    const place = await t.createTenant(name, { password: PASSWORD });
    const inPlace = { 'x-tenant-id': String(place) };
    const robot = await data<{ userId: number }>('createServiceAccount', { token: admin, body: { username: unique('returning-robot'), role: 'member' }, headers: inPlace });
    const first = await tokenOf(admin, robot.userId, place);
    await data('updateUser', { token: admin, params: { id: robot.userId }, body: { enabled: false }, headers: inPlace });
    await data('updateUser', { token: admin, params: { id: robot.userId }, body: { enabled: true }, headers: inPlace });
    expect(await answer('getCurrentUser', { token: first })).toEqual([401, 40106]);

    const second = await tokenOf(admin, robot.userId, place);
    await data('setTenantStatus', { token: admin, params: { id: place }, query: { enabled: false } });
    await data('setTenantStatus', { token: admin, params: { id: place }, query: { enabled: true } });
    expect(await answer('getCurrentUser', { token: second })).toEqual([401, 40106]);

    const third = await tokenOf(admin, robot.userId, place);
    await data('deleteTenant', { token: admin, params: { id: place }, query: { confirm: name } });
    await data('restoreTenant', { token: admin, params: { id: place } });
    expect(await answer('getCurrentUser', { token: third })).toEqual([401, 40106]);
  });

  it('signing out everywhere, or changing the password, revokes the tokens when asked to, and says what it did', async () => {
    const username = unique('careful');
    const person = await data<{ userId: number }>('createUser', { token: await signIn(ownerName), body: { username, role: 'member', password: PASSWORD } });
    const session = await signIn(username);
    const kept = await tokenOf(session, person.userId);
    await t.call('endAllSessions', { token: session });
    expect(await answer('getCurrentUser', { token: kept })).toEqual([200, 0]);

    const again = await signIn(username);
    await t.call('endAllSessions', { token: again, query: { revokeApiTokens: true } });
    expect(await answer('getCurrentUser', { token: kept })).toEqual([401, 40106]);

    const third = await signIn(username);
    const next = await tokenOf(third, person.userId);
    await data('changePassword', { token: third, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeApiTokens: true } });
    const refused = await t.call<Refusal>('getCurrentUser', { token: next });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([401, 40106, 'This API token was revoked: its holder changed their password']);
    const events = await data<{ action: string; changes: Record<string, unknown> }[]>('listAuditEvents', {
      token: admin,
      query: { filter: JSON.stringify({ targetId: String(person.userId) }) },
      headers: { 'x-tenant-id': String(tenant) },
    });
    expect(events.find((event) => event.action === 'auth.signedOutEverywhere' && 'apiTokens' in event.changes)?.changes['apiTokens']).toEqual({ before: 1, after: 0 });
  });

  it('a session whose password was given long ago asks for it again before changing its own credentials', async () => {
    const username = unique('forgetful');
    const person = await data<{ userId: number }>('createUser', { token: await signIn(ownerName), body: { username, role: 'member', password: PASSWORD } });
    const session = await signIn(username);
    await t.app.database.db
      .updateTable('sessions')
      .set({ password_confirmed_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('user_id', '=', person.userId)
      .execute();
    expect(await answer('startTwoFactorEnrolment', { token: session })).toEqual([403, 40312]);
    expect(await answer('createApiToken', { token: session, params: { id: person.userId }, body: { name: 'later', expiresInDays: 30 } })).toEqual([403, 40312]);
    expect(await answer('updateUser', { token: session, params: { id: person.userId }, body: { email: ATTACKER } })).toEqual([403, 40312]);
    // Its other fields ask for nothing.
    expect(await answer('updateUser', { token: session, params: { id: person.userId }, body: { displayName: 'Forgetful' } })).toEqual([200, 0]);
    expect(await answer('confirmPassword', { token: session, body: { password: 'not it at all' } })).toEqual([403, 40305]);
    expect(await answer('confirmPassword', { token: session, body: { password: PASSWORD } })).toEqual([204, null]);
    expect(await answer('startTwoFactorEnrolment', { token: session })).toEqual([200, 0]);
    const events = await data<{ action: string }[]>('listAuditEvents', { token: session });
    expect(events.map((event) => event.action)).toContain('auth.passwordConfirmed');
  });

  it('a stolen fresh session that changes the email still cannot take the account: the old address is told, and takes it back', async () => {
    const username = unique('victim');
    const victim = await data<{ userId: number }>('createUser', {
      token: await signIn(ownerName),
      body: { username, role: 'member', password: PASSWORD, email: `${username}@home.example` },
    });
    const stolen = await signIn(username);
    const survivingToken = await tokenOf(stolen, victim.userId);
    const changed = await data<{ email: string; pendingEmail: string | null }>('updateUser', { token: stolen, params: { id: victim.userId }, body: { email: ATTACKER } });
    expect(changed).toMatchObject({ email: `${username}@home.example`, pendingEmail: ATTACKER });
    // Until the attacker follows the link, reset links still go home.
    await t.call('requestPasswordReset', { body: { login: username } });
    expect((await mailsTo(`${username}@home.example`)).map((mail) => mail.subject)).toContain('Reset your Tenant Console password');

    const [confirmation] = await mailsTo(ATTACKER);
    expect(await answer('confirmEmailChange', { body: { token: confirmation?.token } })).toEqual([200, 0]);
    expect(await answer('confirmEmailChange', { body: { token: confirmation?.token } })).toEqual([410, 41002]);
    // The attacker resets the password through the new address…
    await t.call('requestPasswordReset', { body: { login: username } });
    const [, reset] = await mailsTo(ATTACKER, 2);
    expect(await answer('resetPassword', { body: { token: reset?.token, newPassword: 'the attacker’s password' } })).toEqual([200, 0]);

    // …and the old address takes the account back with the link it was sent.
    const notice = (await mailsTo(`${username}@home.example`, 2)).find((mail) => mail.subject === 'The email address of your Tenant Console account changed');
    expect(notice?.text).toContain(ATTACKER);
    const checked = await data<{ purpose: string; email: string }>('checkPasswordResetLink', { body: { token: notice?.token } });
    expect(checked).toMatchObject({ purpose: 'emailUndo', email: `${username}@home.example` });
    expect(await answer('resetPassword', { body: { token: notice?.token, newPassword: NEW_PASSWORD } })).toEqual([200, 0]);
    expect((await t.call('login', { body: { username, password: 'the attacker’s password' } })).status).toBe(401);
    const back = await signIn(username, NEW_PASSWORD);
    expect(await data<{ email: string }>('getCurrentUser', { token: back })).toMatchObject({ email: `${username}@home.example` });
    expect(await answer('getCurrentUser', { token: survivingToken })).toEqual([401, 40106]);
    const events = await data<{ action: string }[]>('listAuditEvents', { token: await signIn(ownerName), query: { filter: JSON.stringify({ targetId: String(victim.userId) }) } });
    expect(events.map((event) => event.action)).toEqual(expect.arrayContaining(['user.emailChangeRequested', 'user.emailChanged', 'user.emailChangeUndone']));
  });

  it('nobody creates users in a deleted tenant', async () => {
    const name = unique('gone');
    const place = await t.createTenant(name, { password: PASSWORD });
    await data('deleteTenant', { token: admin, params: { id: place }, query: { confirm: name } });
    const inPlace = { 'x-tenant-id': String(place) };
    expect(await answer('createUser', { token: admin, body: { username: unique('ghost'), role: 'owner', password: PASSWORD }, headers: inPlace })).toEqual([409, 40914]);
    expect(await answer('createServiceAccount', { token: admin, body: { username: unique('ghost-robot'), role: 'owner' }, headers: inPlace })).toEqual([409, 40914]);
    // Read, it is still there until restored or purged.
    expect(await answer('listUsers', { token: admin, headers: inPlace })).toEqual([200, 0]);
  });
});
