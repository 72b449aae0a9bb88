import { describe, expect, it } from 'vitest';
import type { Invitation, Tenant } from '../../../src/generated/model/index.js';
import { outboxMails } from '../../helpers/mail.js';
import { describeApi, PASSWORD, useTestApp, type ApiResponse, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

describeApi('the life of a tenant: created with an invited owner, deleted, restored, purged', () => {
  const t = useTestApp();
  let counter = 0;
  let mailsSoFar = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const nextMail = async () => {
    mailsSoFar += 1;
    const mails = await outboxMails(t.config.dataDir, mailsSoFar);
    const mail = mails[mailsSoFar - 1];
    if (!mail) throw new Error('no mail');
    return mail;
  };
  const create = (body: Record<string, unknown>, language = 'en') =>
    t.call<Envelope<Tenant> & ErrorBody>('createTenant', { token: t.admin, body, headers: { 'accept-language': language } });
  const tenantNamed = async (name: string, filter: Record<string, unknown> = {}) =>
    (await t.call<Envelope<Tenant[]>>('listTenantsWithDomains', { token: t.admin, query: { filter: JSON.stringify({ q: name, ...filter }), range: '[0,24]' } })).body.data.find(
      (tenant) => tenant.username === name,
    );
  const eventsOf = async (action: string, targetId: string) =>
    (await t.call<Envelope<{ actor: { username: string }; changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action, targetId }) } })).body.data;

  /** A tenant with an owner who accepted their invitation; answers its id and the owner's token. */
  async function activeTenant(): Promise<{ id: number; owner: string; ownerName: string; name: string }> {
    const name = unique('life');
    const ownerName = `${name}-owner`;
    const created = await create({ username: name, owner: { username: ownerName, email: `${name}@example.com` } });
    const mail = await nextMail();
    await t.call('resetPassword', { body: { token: mail.token, newPassword: PASSWORD } });
    return { id: created.body.data.tenantId, owner: await t.login(ownerName, PASSWORD), ownerName, name };
  }

  describe('create and invite', () => {
    it('creates an active tenant with its domains, and mails its owner a link to choose a password, valid 7 days', async () => {
      const name = unique('acme');
      const created = await create({ username: name, remark: 'Key account', domains: ['Shop.Acme-Life.example'], owner: { username: `${name}-owner`, email: `${name}@example.com`, displayName: 'Li Wei' } });
      expect(created.status).toBe(201);
      expect(created.headers['location']).toBe(`/api/v1/admin/tenant/${created.body.data.tenantId}`);
      expect(created.body.data).toMatchObject({ username: name, enabled: true, state: 'active', purgeAt: null, remark: 'Key account', domains: [{ name: 'shop.acme-life.example' }] });

      const mail = await nextMail();
      expect(mail.to).toContain(`${name}@example.com`);
      expect(mail.subject).toContain(name);
      expect(mail.link).toMatch(/\/invitation\?token=/);
      // Until the password is chosen, the owner cannot sign in, and the invitation is listed.
      expect((await t.call<ErrorBody>('login', { body: { username: `${name}-owner`, password: '!invited' } })).body.code).toBe(40102);
      const listed = await t.call<Envelope<Invitation[]>>('listTenantInvitations', { token: t.admin, params: { id: created.body.data.tenantId } });
      expect(listed.body.data).toEqual([expect.objectContaining({ username: `${name}-owner`, email: `${name}@example.com`, role: 'owner', expired: false })]);
      const [invitation] = listed.body.data;
      expect(Date.parse(invitation?.expiresAt ?? '') - Date.parse(invitation?.invitedAt ?? '')).toBe(7 * DAY_MS);

      const checked = await t.call<Envelope<{ username: string; purpose: string; tenantName: string }>>('checkPasswordResetLink', { body: { token: mail.token } });
      expect(checked.body.data).toEqual({ username: `${name}-owner`, purpose: 'invitation', tenantName: name });
      expect((await t.call('resetPassword', { body: { token: mail.token, newPassword: PASSWORD } })).status).toBe(200);
      const owner = await t.login(`${name}-owner`, PASSWORD);
      const me = await t.call<Envelope<{ role: string; tenantId: number; displayName: string }>>('getCurrentUser', { token: owner });
      expect(me.body.data).toMatchObject({ role: 'owner', tenantId: created.body.data.tenantId, displayName: 'Li Wei' });
      expect((await t.call<Envelope<Invitation[]>>('listTenantInvitations', { token: t.admin, params: { id: created.body.data.tenantId } })).body.data).toEqual([]);

      const id = String(created.body.data.tenantId);
      expect(await eventsOf('tenant.created', id)).toHaveLength(1);
      const ownerId = String(me.body.data && (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: owner })).body.data.userId);
      expect(await eventsOf('user.invited', ownerId)).toHaveLength(1);
      const [accepted] = await eventsOf('user.invitationAccepted', ownerId);
      expect(accepted?.actor.username).toBe(`${name}-owner`);
    });

    it('refuses a taken tenant name, owner name or email, or a domain another tenant holds verified, with 409 naming the field, in either language, creating nothing', async () => {
      const first = await activeTenant();
      await t.call('updateTenant', { token: t.admin, params: { id: first.id }, body: { domains: ['taken.life.example'] } });
      // Verified by that tenant, as its proof would leave it: a name only claimed stands in nobody's way.
      await t.app.database.db.updateTable('domains').set({ proof_state: 'verified', verified_at: new Date().toISOString() }).where('name', '=', 'taken.life.example').execute();
      const cases: [Record<string, unknown>, number, string][] = [
        [{ username: first.name, owner: { username: unique('o'), email: `${unique('e')}@example.com` } }, 40900, 'username'],
        [{ username: unique('n'), owner: { username: first.ownerName, email: `${unique('e')}@example.com` } }, 40900, 'owner.username'],
        [{ username: unique('n'), owner: { username: unique('o'), email: `${first.name}@example.com` } }, 40906, 'owner.email'],
        [{ username: unique('n'), domains: ['free.life.example', 'TAKEN.life.example'], owner: { username: unique('o'), email: `${unique('e')}@example.com` } }, 40901, 'domains[1]'],
      ];
      for (const [body, code, field] of cases) {
        for (const language of ['en', 'zh']) {
          const refused = await create(body, language);
          expect([refused.status, refused.body.code, refused.body.data?.field]).toEqual([409, code, field]);
          expect(refused.body.message).toMatch(language === 'zh' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
        }
        expect(await tenantNamed(String(body['username']))).toSatisfy((found: Tenant | undefined) => String(body['username']) === first.name || found === undefined);
      }
    });

    it('sends an invitation again with a new link (the old one stops), and withdraws one, removing the invited user', async () => {
      const name = unique('again');
      const created = await create({ username: name, owner: { username: `${name}-owner`, email: `${name}@example.com` } });
      const id = created.body.data.tenantId;
      const first = await nextMail();
      const [invited] = (await t.call<Envelope<Invitation[]>>('listTenantInvitations', { token: t.admin, params: { id } })).body.data;
      if (!invited) throw new Error('not invited');
      const again = await t.call<Envelope<Invitation>>('resendInvitation', { token: t.admin, params: { id, userId: invited.userId }, headers: { 'accept-language': 'zh' } });
      expect(again.status).toBe(200);
      const second = await nextMail();
      expect(second.subject).toMatch(/邀请/);
      expect(second.token).not.toBe(first.token);
      expect((await t.call<ErrorBody>('checkPasswordResetLink', { body: { token: first.token } })).body.code).toBe(40404);
      expect((await t.call('checkPasswordResetLink', { body: { token: second.token } })).status).toBe(200);

      expect((await t.call('withdrawInvitation', { token: t.admin, params: { id, userId: invited.userId } })).status).toBe(204);
      expect((await t.call<ErrorBody>('checkPasswordResetLink', { body: { token: second.token } })).body.code).toBe(40404);
      const gone = await t.call<ErrorBody>('withdrawInvitation', { token: t.admin, params: { id, userId: invited.userId } });
      expect([gone.status, gone.body.code]).toEqual([404, 40410]);
      expect((await t.call<ErrorBody>('resendInvitation', { token: t.admin, params: { id, userId: invited.userId } })).body.code).toBe(40410);
      expect(await eventsOf('user.invitationWithdrawn', String(invited.userId))).toHaveLength(1);
    });
  });

  describe('delete, restore, purge', () => {
    it('never deletes the system tenant', async () => {
      const refused = await t.call<ErrorBody>('deleteTenant', { token: t.admin, params: { id: 1 }, query: { confirm: 'system' } });
      expect([refused.status, refused.body.code]).toEqual([409, 40913]);
      expect((await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id: 1 } })).body.data.state).toBe('active');
    });

    it('deletes: disabled at once, hidden from the lists unless asked for, restorable until the purge date', async () => {
      const life = await activeTenant();
      const before = Date.now();
      const mistyped = await t.call<ErrorBody>('deleteTenant', { token: t.admin, params: { id: life.id }, query: { confirm: `${life.name}x` }, headers: { 'accept-language': 'zh' } });
      expect([mistyped.status, mistyped.body.code, mistyped.body.data?.field]).toEqual([400, 40000, 'confirm']);
      expect(mistyped.body.message).toContain(life.name);
      const deleted = await t.call<Envelope<Tenant>>('deleteTenant', { token: t.admin, params: { id: life.id }, query: { confirm: life.name.toUpperCase() } });
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toMatchObject({ state: 'deleted', enabled: false });
      const purgeIn = Date.parse(deleted.body.data.purgeAt ?? '') - before;
      expect(purgeIn).toBeGreaterThan(30 * DAY_MS - 60_000);
      expect(purgeIn).toBeLessThan(30 * DAY_MS + 60_000);

      // The owner's session ended, and they cannot sign in again.
      expect((await t.call<ErrorBody>('getCurrentUser', { token: life.owner })).status).toBe(403);
      expect((await t.call<ErrorBody>('login', { body: { username: life.ownerName, password: PASSWORD } })).body.code).toBe(40301);

      const everyTenant = (await t.call<Envelope<Tenant[]>>('listTenants', { token: t.admin })).body.data;
      expect(everyTenant.some((tenant) => tenant.tenantId === life.id)).toBe(false);
      expect(await tenantNamed(life.name)).toBeUndefined();
      expect(await tenantNamed(life.name, { enabled: false })).toBeUndefined();
      expect(await tenantNamed(life.name, { state: 'deleted' })).toMatchObject({ state: 'deleted' });
      const page = await t.call<Envelope<Tenant[]>>('listTenants', { token: t.admin, query: { filter: JSON.stringify({ state: 'deleted' }), range: '[0,99]' } });
      expect(page.body.data.every((tenant) => tenant.state === 'deleted')).toBe(true);

      for (const [operation, extra] of [
        ['updateTenant', { body: { remark: 'x' } }],
        ['setTenantStatus', { query: { enabled: true } }],
        ['deleteTenant', { query: { confirm: life.name } }],
      ] as const) {
        const refused = await t.call<ErrorBody>(operation, { token: t.admin, params: { id: life.id }, ...extra });
        expect([operation, refused.status, refused.body.code]).toEqual([operation, 409, 40914]);
      }

      const restored = await t.call<Envelope<Tenant>>('restoreTenant', { token: t.admin, params: { id: life.id } });
      expect(restored.body.data).toMatchObject({ state: 'active', enabled: true, purgeAt: null });
      expect(await t.login(life.ownerName, PASSWORD)).toEqual(expect.any(String));
      expect(await tenantNamed(life.name)).toMatchObject({ state: 'active' });
      const again = await t.call<ErrorBody>('restoreTenant', { token: t.admin, params: { id: life.id } });
      expect([again.status, again.body.code]).toEqual([409, 40915]);
      expect(await eventsOf('tenant.deleted', String(life.id))).toHaveLength(1);
      expect(await eventsOf('tenant.restored', String(life.id))).toHaveLength(1);
    });

    it('restores a tenant that was disabled as disabled', async () => {
      const life = await activeTenant();
      await t.call('setTenantStatus', { token: t.admin, params: { id: life.id }, query: { enabled: false } });
      await t.call('deleteTenant', { token: t.admin, params: { id: life.id }, query: { confirm: life.name } });
      const restored = await t.call<Envelope<Tenant>>('restoreTenant', { token: t.admin, params: { id: life.id } });
      expect(restored.body.data).toMatchObject({ state: 'disabled', enabled: false });
    });

    it('purges on the purge date: the tenant, its users and domains are gone, its audit events stay', async () => {
      const life = await activeTenant();
      await t.call('updateTenant', { token: t.admin, params: { id: life.id }, body: { domains: [`${life.name}.example`] } });
      t.app.config.tenantPurgeDays = 0;
      try {
        await t.call('deleteTenant', { token: t.admin, params: { id: life.id }, query: { confirm: life.name } });
      } finally {
        t.app.config.tenantPurgeDays = 30;
      }
      await t.app.tenantPurge.runNow();
      expect((await t.call<ErrorBody>('getTenant', { token: t.admin, params: { id: life.id } })).body.code).toBe(40401);
      expect((await t.call<ErrorBody>('login', { body: { username: life.ownerName, password: PASSWORD } })).body.code).toBe(40102);
      // Its name and domain are free again.
      const reused = await create({ username: life.name, domains: [`${life.name}.example`], owner: { username: life.ownerName, email: `${life.name}@example.com` } });
      expect(reused.status).toBe(201);
      await nextMail();
      const [purged] = await eventsOf('tenant.purged', String(life.id));
      expect(purged?.actor.username).toBe('system');
      expect(await eventsOf('tenant.created', String(life.id))).toHaveLength(1);
    });
  });

  describe('sign-ups waiting for approval', () => {
    /** Asks to sign up and follows the mailed link, as an applicant does. */
    const signUpByMail = async (body: { tenantName: string; username: string; email: string; password: string }) => {
      expect((await t.call('signUp', { body })).status).toBe(202);
      const mail = await nextMail();
      expect(mail.to).toContain(body.email);
      return t.call<Envelope<{ tenantId: number }>>('confirmSignUp', { body: { token: mail.token } });
    };
    const signUp = async () => {
      const name = unique('applicant');
      const body = { tenantName: name, username: `${name}-owner`, email: `${name}@example.com`, password: PASSWORD };
      const created = await signUpByMail(body);
      return { id: created.body.data.tenantId, ...body };
    };

    it('lists the sign-ups waiting, tells the applicant it waits, and approves with a mail', async () => {
      t.app.config.signUp = 'approval';
      const applicant = await signUp();
      expect(await tenantNamed(applicant.tenantName, { state: 'pending' })).toMatchObject({ state: 'pending', enabled: false });
      expect(await tenantNamed(applicant.tenantName, { state: 'disabled' })).toBeUndefined();
      for (const [language, words] of [['en', /waiting for an administrator/], ['zh', /等待管理员审批/]] as const) {
        const early = await t.call<ErrorBody>('login', { body: { username: applicant.username, password: PASSWORD }, headers: { 'accept-language': language } });
        expect([early.status, early.body.code]).toEqual([403, 40310]);
        expect(early.body.message).toMatch(words);
      }
      const approved = await t.call<Envelope<Tenant>>('decideTenantSignUp', { token: t.admin, params: { id: applicant.id }, body: { approve: true } });
      expect(approved.body.data).toMatchObject({ state: 'active', enabled: true });
      const mail = await nextMail();
      expect([mail.to, mail.subject]).toEqual([expect.stringContaining(applicant.email), expect.stringMatching(/approved/)]);
      expect(await t.login(applicant.username, PASSWORD)).toEqual(expect.any(String));
      const twice = await t.call<ErrorBody>('decideTenantSignUp', { token: t.admin, params: { id: applicant.id }, body: { approve: true } });
      expect([twice.status, twice.body.code]).toEqual([409, 40916]);
    });

    it('rejects only with a reason, mails it, and removes the tenant at once (its name is free again)', async () => {
      t.app.config.signUp = 'approval';
      const applicant = await signUp();
      const bare = await t.call<ErrorBody>('decideTenantSignUp', { token: t.admin, params: { id: applicant.id }, body: { approve: false, reason: '  ' } });
      expect([bare.status, bare.body.code, bare.body.data?.field]).toEqual([400, 40000, 'reason']);
      const rejected = await t.call<Envelope<Tenant>>('decideTenantSignUp', {
        token: t.admin,
        params: { id: applicant.id },
        body: { approve: false, reason: 'We could not reach you' },
        headers: { 'accept-language': 'zh' },
      });
      expect(rejected.body.data.state).toBe('deleted');
      const mail = await nextMail();
      expect(mail.subject).toMatch(/未通过/);
      expect(mail.text).toContain('We could not reach you');
      expect((await t.call<ErrorBody>('getTenant', { token: t.admin, params: { id: applicant.id } })).status).toBe(404);
      const [event] = await eventsOf('tenant.rejected', String(applicant.id));
      expect(event?.changes['reason']).toEqual({ before: null, after: 'We could not reach you' });
      expect((await signUpByMail({ tenantName: applicant.tenantName, username: applicant.username, email: applicant.email, password: PASSWORD })).status).toBe(201);
    });

    it('enabling a waiting tenant approves it, as before this call existed', async () => {
      t.app.config.signUp = 'approval';
      const applicant = await signUp();
      await t.call('setTenantStatus', { token: t.admin, params: { id: applicant.id }, query: { enabled: true } });
      expect((await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id: applicant.id } })).body.data.state).toBe('active');
    });
  });

  describe('permission matrix: every lifecycle call × every principal', () => {
    it('is for administrators only (403 40300 for an owner and a member, 401 without a token)', async () => {
      const life = await activeTenant();
      await t.call('createUser', { token: life.owner, body: { username: `${life.name}-member`, role: 'member', password: PASSWORD } });
      const member = await t.login(`${life.name}-member`, PASSWORD);
      const target = await activeTenant();
      const calls: [string, (token: string | undefined) => Promise<ApiResponse>][] = [
        ['createTenant', (token) => t.call('createTenant', { token, body: { username: unique('m'), owner: { username: unique('mo'), email: `${unique('m')}@example.com` } } })],
        ['deleteTenant', (token) => t.call('deleteTenant', { token, params: { id: target.id }, query: { confirm: target.name } })],
        ['restoreTenant', (token) => t.call('restoreTenant', { token, params: { id: target.id } })],
        ['decideTenantSignUp', (token) => t.call('decideTenantSignUp', { token, params: { id: target.id }, body: { approve: true } })],
        ['listTenantInvitations', (token) => t.call('listTenantInvitations', { token, params: { id: target.id } })],
        ['resendInvitation', (token) => t.call('resendInvitation', { token, params: { id: target.id, userId: 1 } })],
        ['withdrawInvitation', (token) => t.call('withdrawInvitation', { token, params: { id: target.id, userId: 1 } })],
      ];
      for (const [operation, call] of calls) {
        const answered = [];
        for (const token of [life.owner, member, undefined]) answered.push((await call(token)).status);
        expect([operation, ...answered]).toEqual([operation, 403, 403, 401]);
      }
      expect((await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id: target.id } })).body.data.state).toBe('active');
    });
  });
});
