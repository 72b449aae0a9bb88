import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../../src/generated/model/index.js';
import { outboxMails, type ReceivedMail } from '../../helpers/mail.js';
import { describeApi, PASSWORD, useTestApp, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

describeApi('people invited to a tenant by its owners, with a role', () => {
  const t = useTestApp({ tenants: ['inv-a', 'inv-b'], member: 'inv-a-member', config: { invitationDays: 3 } });
  let counter = 0;
  let mailsSoFar = 0;
  const unique = (prefix: string) => `${prefix}-${Date.now() % 100_000}-${(counter += 1)}`;
  const nextMail = async (): Promise<ReceivedMail> => {
    mailsSoFar += 1;
    const mail = (await outboxMails(t.config.dataDir, mailsSoFar))[mailsSoFar - 1];
    if (!mail) throw new Error('no mail');
    return mail;
  };
  const invite = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call<Envelope<Invitation> & ErrorBody>('inviteUser', { token, body, headers });
  const invitationsOf = async (token: string, headers: Record<string, string> = {}) => (await t.call<Envelope<Invitation[]>>('listInvitations', { token, headers })).body.data;
  const eventsOf = async (action: string, targetId: string) =>
    (await t.call<Envelope<{ actor: { username: string }; changes: Record<string, { before: unknown; after: unknown }> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action, targetId }) } })).body.data;

  it('invites a member by email: the mail names the tenant and the role, the link works for INVITATION_DAYS, and accepting makes a member', async () => {
    const email = `${unique('li.wei')}@example.com`;
    const invited = await invite(t.ownerA, { email, role: 'member', displayName: 'Li Wei' });
    expect(invited.status).toBe(201);
    const invitation = invited.body.data;
    expect(invitation).toMatchObject({ email, role: 'member', expired: false });
    expect(invitation.username).toBe(email.split('@')[0]);
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.invitedAt)).toBe(3 * DAY_MS);
    expect(await invitationsOf(t.ownerA)).toContainEqual(invitation);
    expect(await invitationsOf(t.ownerB)).not.toContainEqual(expect.objectContaining({ email }));

    const mail = await nextMail();
    expect(mail.to).toContain(email);
    expect(mail.subject).toBe('You are invited to join inv-a on Tenant Console');
    expect(mail.text).toContain('as a member');
    expect(mail.text).toContain('within 3 days');
    expect(mail.text).toContain(invitation.username);
    // Until the password is chosen, nobody signs in as the invitee.
    expect((await t.call('login', { body: { username: invitation.username, password: PASSWORD } })).status).toBe(401);
    expect((await t.call('resetPassword', { body: { token: mail.token, newPassword: PASSWORD } })).status).toBe(200);
    const me = await t.call<Envelope<{ role: string; displayName: string; tenantId: number }>>('getCurrentUser', { token: await t.login(invitation.username, PASSWORD) });
    expect(me.body.data).toMatchObject({ role: 'member', displayName: 'Li Wei', tenantId: t.a });
    expect(await invitationsOf(t.ownerA)).not.toContainEqual(expect.objectContaining({ email }));

    const [event] = await eventsOf('user.invited', String(invitation.userId));
    expect(event?.actor.username).toBe('inv-a');
    expect(event?.changes).toMatchObject({ email: { before: null, after: email }, role: { before: null, after: 'member' } });
  });

  it('invites an owner with the username asked for, in Chinese when the inviter reads Chinese', async () => {
    const username = unique('chen-owner');
    const invited = await invite(t.ownerA, { email: `${username}@example.com`, role: 'owner', username }, { 'accept-language': 'zh-CN' });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ username, role: 'owner' });
    const mail = await nextMail();
    expect(mail.subject).toBe('邀请您管理 Tenant Console 上的租户 inv-a');
    expect(mail.text).toContain('以所有者身份');
    expect(mail.text).toContain('3 天内');
  });

  it('numbers a name made from an address when it is taken', async () => {
    const local = unique('same');
    const first = await invite(t.ownerA, { email: `${local}@example.com`, role: 'member' });
    const second = await invite(t.ownerA, { email: `${local}@other.example`, role: 'member' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.username).toBe(`${first.body.data.username}-2`);
    mailsSoFar += 2;
  });

  it('refuses members, a taken address or name, and an invalid role or address, in the caller’s language, inviting nobody', async () => {
    const email = `${unique('refused')}@example.com`;
    const member = await invite(t.member, { email, role: 'member' });
    expect(member.status).toBe(403);
    expect((await t.call<ErrorBody>('listInvitations', { token: t.member })).status).toBe(403);

    const first = `${unique('first')}@example.com`;
    expect((await invite(t.ownerA, { email: first, role: 'member' })).status).toBe(201);
    mailsSoFar += 1;
    const taken = await invite(t.ownerB, { email: first.toUpperCase(), role: 'member' }, { 'accept-language': 'zh-CN' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ data: { field: 'email' } });
    expect(taken.body.message).toMatch(/[\u4e00-\u9fff]/);

    const name = await invite(t.ownerA, { email, role: 'member', username: 'inv-b' }, { 'accept-language': 'zh-CN' });
    expect(name.status).toBe(409);
    expect(name.body).toMatchObject({ code: 40900, data: { field: 'username' } });
    expect(name.body.message).toMatch(/[\u4e00-\u9fff]/);

    for (const body of [{ email, role: 'admin' }, { email: 'not an address', role: 'member' }, { role: 'member' }, { email, role: 'member', isAdmin: true }]) {
      expect((await invite(t.ownerA, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await invitationsOf(t.ownerA)).not.toContainEqual(expect.objectContaining({ email }));
  });

  it('sends an invitation again (the old link dies) and withdraws one, each audited, only within the acting tenant', async () => {
    const email = `${unique('again')}@example.com`;
    const invited = (await invite(t.ownerA, { email, role: 'member' })).body.data;
    const firstMail = await nextMail();
    const call = { params: { userId: invited.userId } };

    expect((await t.call<ErrorBody>('resendUserInvitation', { token: t.ownerB, ...call })).body.code).toBe(40410);
    expect((await t.call<ErrorBody>('withdrawUserInvitation', { token: t.ownerB, ...call })).status).toBe(404);

    expect(invited.invitedBy).toBe('inv-a');
    // An administrator sending it again acting in the tenant is who invited them now.
    const byAdmin = await t.call<Envelope<Invitation>>('resendUserInvitation', { token: t.admin, headers: { 'x-tenant-id': String(t.a) }, ...call });
    expect(byAdmin.body.data).toMatchObject({ userId: invited.userId, invitedBy: 'admin' });
    await nextMail();
    const again = await t.call<Envelope<Invitation>>('resendUserInvitation', { token: t.ownerA, ...call });
    expect(again.status).toBe(200);
    expect(again.body.data.invitedBy).toBe('inv-a');
    const secondMail = await nextMail();
    expect(secondMail.token).not.toBe(firstMail.token);
    expect((await t.call('resetPassword', { body: { token: firstMail.token, newPassword: PASSWORD } })).status).not.toBe(200);

    expect((await t.call('withdrawUserInvitation', { token: t.ownerA, ...call })).status).toBe(204);
    expect((await t.call('resetPassword', { body: { token: secondMail.token, newPassword: PASSWORD } })).status).not.toBe(200);
    expect(await invitationsOf(t.ownerA)).not.toContainEqual(expect.objectContaining({ email }));
    expect((await t.call<ErrorBody>('withdrawUserInvitation', { token: t.ownerA, ...call })).body.code).toBe(40410);
    expect(await eventsOf('user.invited', String(invited.userId))).toHaveLength(3);
    // Every link sent is kept, and how it ended: two sent again over, the last withdrawn.
    const kept = await t.app.database.db.selectFrom('invitations').select(['state', 'inviter_name']).where('email', '=', email).orderBy('invitation_id').execute();
    expect(kept.map((row) => [row.state, row.inviter_name])).toEqual([['replaced', 'inv-a'], ['replaced', 'admin'], ['withdrawn', 'inv-a']]);
    const [withdrawn] = await eventsOf('user.invitationWithdrawn', String(invited.userId));
    expect(withdrawn?.changes).toMatchObject({ email: { before: email, after: null }, role: { before: 'member', after: null } });
    // The address is free again.
    expect((await invite(t.ownerA, { email, role: 'member' })).status).toBe(201);
    mailsSoFar += 1;
  });

  it('lets an administrator invite an owner into any tenant with X-Tenant-Id, and not a user who already signed in be withdrawn', async () => {
    const email = `${unique('admin-invites')}@example.com`;
    const invited = await invite(t.admin, { email, role: 'owner' }, { 'x-tenant-id': String(t.b) });
    expect(invited.status).toBe(201);
    expect(await invitationsOf(t.ownerB)).toContainEqual(expect.objectContaining({ email, role: 'owner' }));
    mailsSoFar += 1;
    const memberId = (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.member })).body.data.userId;
    expect((await t.call<ErrorBody>('withdrawUserInvitation', { token: t.ownerA, params: { userId: memberId } })).body.code).toBe(40410);
  });

  describe('a batch', () => {
    type BatchRow = { row: number; email: string; outcome: string; username?: string; userId?: number; message?: string };
    type Batch = { checked: boolean; sent: number; rows: BatchRow[] };
    const batch = (operationId: 'checkInvitationBatch' | 'inviteUsersInBatch', token: string, rows: unknown[], headers: Record<string, string> = {}) =>
      t.call<Envelope<Batch> & ErrorBody>(operationId, { token, body: { rows }, headers });

    it('is checked row by row without inviting anyone, then sent: the rows that pass are invited and mailed, the others reported', async () => {
      const fresh = unique('batch');
      const member = `${unique('batch-member')}@example.com`;
      const elsewhere = `${unique('batch-elsewhere')}@example.com`;
      expect((await invite(t.ownerA, { email: member, role: 'member' })).status).toBe(201);
      expect((await invite(t.ownerB, { email: elsewhere, role: 'member' })).status).toBe(201);
      mailsSoFar += 2;
      const rows = [
        { email: `${fresh}-1@example.com`, role: 'member', displayName: 'One' },
        { email: `${fresh}-2@example.com`, role: 'owner' },
        { email: `${fresh}-1@EXAMPLE.com`, role: 'owner' },
        { email: member.toUpperCase(), role: 'member' },
        { email: elsewhere, role: 'member' },
        { email: `${fresh}-3@example.com`, role: 'member', username: 'inv-b' },
      ];

      const checked = await batch('checkInvitationBatch', t.ownerA, rows);
      expect(checked.status).toBe(200);
      expect(checked.body.data.checked).toBe(true);
      expect(checked.body.data.sent).toBe(2);
      expect(checked.body.data.rows.map((row) => [row.row, row.outcome])).toEqual([
        [1, 'ready'],
        [2, 'ready'],
        [3, 'duplicate'],
        [4, 'member'],
        [5, 'taken'],
        [6, 'taken'],
      ]);
      expect(checked.body.data.rows[2]?.message).toBe('This address is in row 1 already');
      expect(checked.body.data.rows[5]?.message).toBe("The username 'inv-b' is taken");
      expect((await invitationsOf(t.ownerA)).filter((one) => one.email.startsWith(fresh))).toEqual([]);

      const key = `batch-${fresh}`;
      const sent = await batch('inviteUsersInBatch', t.ownerA, rows, { 'idempotency-key': key, 'accept-language': 'zh-CN' });
      expect(sent.status).toBe(201);
      expect(sent.body.data).toMatchObject({ checked: false, sent: 2 });
      expect(sent.body.data.rows.map((row) => row.outcome)).toEqual(['invited', 'invited', 'duplicate', 'member', 'taken', 'taken']);
      expect(sent.body.data.rows[2]?.message).toBe('该地址已在第 1 行出现');
      const [first, second] = sent.body.data.rows;
      expect(first).toMatchObject({ username: `${fresh}-1`, userId: expect.any(Number) });
      const listed = (await invitationsOf(t.ownerA)).filter((one) => one.email.startsWith(fresh));
      expect(listed.map((one) => [one.email, one.role]).sort()).toEqual([
        [`${fresh}-1@example.com`, 'member'],
        [`${fresh}-2@example.com`, 'owner'],
      ]);
      const mails = [await nextMail(), await nextMail()];
      expect(mails.map((mail) => mail.to).sort()).toEqual([`${fresh}-1@example.com`, `${fresh}-2@example.com`]);
      expect(mails.map((mail) => mail.subject).sort()).toEqual(['邀请您加入 Tenant Console 上的租户 inv-a', '邀请您管理 Tenant Console 上的租户 inv-a']);
      expect(await eventsOf('user.invited', String(first?.userId))).toHaveLength(1);
      expect(await eventsOf('user.invited', String(second?.userId))).toHaveLength(1);

      // Sent again with its key, the first answer; without, nothing is made twice.
      const again = await batch('inviteUsersInBatch', t.ownerA, rows, { 'idempotency-key': key });
      expect(again.headers['idempotency-replayed']).toBe('true');
      expect(again.body.data).toEqual(sent.body.data);
      const repeated = await batch('inviteUsersInBatch', t.ownerA, rows);
      expect(repeated.body.data.sent).toBe(0);
      expect(repeated.body.data.rows.map((row) => row.outcome)).toEqual(['member', 'member', 'duplicate', 'member', 'taken', 'taken']);
    });

    it('takes 10,000 rows, more than a single body may hold, and refuses 10,001, an invalid row (naming it) and a member, inviting nobody', async () => {
      const many = Array.from({ length: 10_000 }, (_, index) => ({ email: `bulk-${index}@big.example`, role: 'member' }));
      const checked = await batch('checkInvitationBatch', t.ownerA, many);
      expect(checked.status).toBe(200);
      expect(checked.body.data.sent).toBe(10_000);
      expect(new Set(checked.body.data.rows.map((row) => row.username)).size).toBe(10_000);

      expect((await batch('checkInvitationBatch', t.ownerA, [...many, { email: 'one-more@big.example', role: 'member' }])).status).toBe(400);
      const invalid = await batch('inviteUsersInBatch', t.ownerA, [{ email: 'ok@big.example', role: 'member' }, { email: 'not an address', role: 'member' }]);
      expect(invalid.status).toBe(400);
      expect(invalid.body.data).toMatchObject({ field: expect.stringContaining('rows') });
      expect((await batch('inviteUsersInBatch', t.member, [{ email: 'ok@big.example', role: 'member' }])).status).toBe(403);
      expect((await invitationsOf(t.ownerA)).filter((one) => one.email.endsWith('@big.example'))).toEqual([]);
    });
  });
});
