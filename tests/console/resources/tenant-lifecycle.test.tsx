import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invitation, InvitationCreate, SignUpDecision, Tenant, TenantCreate } from '../../../src/generated/model';
import type { Language } from '../../../src/i18n/i18n';
import { failure, ok, signIn, tenant, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { answerTenantList } from '../tenant-pages';

const PURGE_AT = '2026-12-27T13:05:00.000Z';
/** A date as the console writes a purge date or a link's expiry in English: "Dec 27, 2026, 1:05 PM" in the test's time zone. */
const purgeDate = (value: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
const dateTime = (value: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).format(new Date(value));

const invitation = (userId: number, username: string, overrides: Partial<Invitation> = {}): Invitation => ({
  userId,
  username,
  email: `${username}@example.com`,
  role: 'owner',
  invitedAt: '2026-11-20T08:30:00.000Z',
  expiresAt: '2026-11-27T08:30:00.000Z',
  expired: false,
  ...overrides,
});

/** The server's lifecycle calls over tenants in memory, recording what the console sent. */
function serveLifecycle(initial: Tenant[], invitations: Record<number, Invitation[]> = {}, ownerless: readonly number[] = []) {
  const tenants = new Map(initial.map((t) => [t.tenantId, t]));
  const open = new Map(Object.entries(invitations).map(([id, list]) => [Number(id), [...list]]));
  const calls = {
    lists: [] as URL[],
    created: [] as TenantCreate[],
    deleted: [] as number[],
    restored: [] as number[],
    decisions: [] as (SignUpDecision & { id: number })[],
    resent: [] as string[],
    withdrawn: [] as string[],
    invited: [] as { tenantId: string | null; body: InvitationCreate }[],
  };
  server.use(
    // The light list, which the count of sign-ups waiting reads.
    http.get('*/v1/admin/tenant', ({ request }) => answerTenantList(tenants.values(), new URL(request.url))),
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => {
      const url = new URL(request.url);
      calls.lists.push(url);
      return answerTenantList(tenants.values(), url);
    }),
    http.post('*/v1/admin/tenant', async ({ request }) => {
      const body = (await request.json()) as TenantCreate;
      calls.created.push(body);
      if (body.owner.email === 'taken@example.com') {
        return failure(409, 40906, "The email 'taken@example.com' is used by another user", 'owner.email');
      }
      const created = tenant(70, body.username, { remark: body.remark ?? '', state: 'active', purgeAt: null });
      tenants.set(70, created);
      return HttpResponse.json({ code: 0, message: 'ok', data: created }, { status: 201 });
    }),
    http.get('*/v1/admin/tenant/:id/invitations', ({ params }) => ok(open.get(Number(params['id'])) ?? [])),
    http.post('*/v1/admin/tenant/:id/invitations/:userId', ({ params }) => {
      calls.resent.push(`${String(params['id'])}:${String(params['userId'])}`);
      const list = open.get(Number(params['id'])) ?? [];
      const index = list.findIndex((i) => i.userId === Number(params['userId']));
      const again = { ...list[index]!, expired: false, expiresAt: '2026-12-04T09:00:00.000Z' };
      list[index] = again;
      return ok(again);
    }),
    http.delete('*/v1/admin/tenant/:id/invitations/:userId', ({ params }) => {
      calls.withdrawn.push(`${String(params['id'])}:${String(params['userId'])}`);
      open.set(Number(params['id']), (open.get(Number(params['id'])) ?? []).filter((i) => i.userId !== Number(params['userId'])));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/v1/admin/tenant/:id', ({ params }) => {
      const found = tenants.get(Number(params['id']));
      return found ? ok(found) : failure(404, 40401, `Tenant ${String(params['id'])} does not exist`);
    }),
    http.delete('*/v1/admin/tenant/:id', ({ params, request }) => {
      const id = Number(params['id']);
      // As the server: the name typed in the dialog travels as `confirm`.
      const confirm = new URL(request.url).searchParams.get('confirm');
      if (confirm?.toLowerCase() !== tenants.get(id)?.username.toLowerCase()) return failure(400, 40000, `Type the tenant's name to delete it`);
      calls.deleted.push(id);
      const deleted = { ...tenants.get(id)!, state: 'deleted' as const, enabled: false, purgeAt: PURGE_AT };
      tenants.set(id, deleted);
      return ok(deleted);
    }),
    http.post('*/v1/admin/tenant/:id/restore', ({ params }) => {
      const id = Number(params['id']);
      calls.restored.push(id);
      const restored = { ...tenants.get(id)!, state: 'active' as const, enabled: true, purgeAt: null };
      tenants.set(id, restored);
      return ok(restored);
    }),
    http.post('*/v1/admin/tenant/:id/sign-up-decision', async ({ params, request }) => {
      const id = Number(params['id']);
      const body = (await request.json()) as SignUpDecision;
      calls.decisions.push({ id, ...body });
      if (body.approve) {
        const approved = { ...tenants.get(id)!, state: 'active' as const, enabled: true };
        tenants.set(id, approved);
        return ok(approved);
      }
      const rejected = { ...tenants.get(id)!, state: 'deleted' as const, enabled: false, purgeAt: new Date().toISOString() };
      tenants.delete(id);
      return ok(rejected);
    }),
    http.get('*/v1/audit-events', () => HttpResponse.json({ code: 0, message: 'ok', data: [] }, { headers: { 'Content-Range': 'audit-events */0' } })),
    // The tenant's owners, as the page asks for them in the tenant's name: one, unless it is ownerless.
    http.get('*/v1/users', ({ request }) => {
      const tenantId = Number(request.headers.get('x-tenant-id'));
      const owners = ownerless.includes(tenantId) ? [] : [user(80 + tenantId, `owner-of-${tenantId}`, { role: 'owner', tenantId })];
      return HttpResponse.json({ code: 0, message: 'ok', data: owners }, { headers: { 'Content-Range': `users 0-${owners.length - 1}/${owners.length}` } });
    }),
    http.post('*/v1/invitations', async ({ request }) => {
      const body = (await request.json()) as InvitationCreate;
      const tenantId = request.headers.get('x-tenant-id');
      calls.invited.push({ tenantId, body });
      const made = invitation(90, body.email.split('@')[0] ?? 'someone', { email: body.email, role: body.role });
      open.set(Number(tenantId), [...(open.get(Number(tenantId)) ?? []), made]);
      return HttpResponse.json({ code: 0, message: 'ok', data: made }, { status: 201 });
    }),
  );
  return { tenants, calls };
}

const active = tenant(7, 'acme', { state: 'active', purgeAt: null });
const disabled = tenant(8, 'globex', { enabled: false, state: 'disabled', purgeAt: null });
const waiting = tenant(9, 'initech', { enabled: false, state: 'pending', purgeAt: null });
const waitingToo = tenant(10, 'hooli', { enabled: false, state: 'pending', purgeAt: null });
const gone = tenant(11, 'umbrella', { enabled: false, state: 'deleted', purgeAt: PURGE_AT });

/** Opens `path` and presses its button `name` once it shows, as a person does: how most tests of one tenant's page start. */
async function openAndPress(path: string, name: string, language: Language = 'en') {
  await renderConsole(path, language);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

function row(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr')!;
}

describe('the life of a tenant, for administrators', () => {
  // These pages load a tenant, its invitations and its activity before they show their buttons: on a
  // busy shared machine that outlasts the suite's 5 s ceiling at times. A ceiling, not a speed check.
  beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
  afterAll(() => configure({ asyncUtilTimeout: 5_000 }));
  beforeEach(() => signIn());

  describe('list', () => {
    it('shows each tenant’s state as a chip, and leaves deleted tenants out', async () => {
      serveLifecycle([active, disabled, waiting, gone]);
      await renderConsole('/tenants');
      await screen.findByRole('link', { name: 'acme' });
      expect(within(row('acme')).getByText('Enabled')).toBeInTheDocument();
      expect(within(row('globex')).getByText('Disabled')).toBeInTheDocument();
      expect(within(row('initech')).getByText('Waiting for approval')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'umbrella' })).not.toBeInTheDocument();
      // A sign-up waiting is approved or rejected on its page, not enabled from the list.
      expect(within(row('initech')).queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    });

    it('shows deleted tenants, with their purge date, under the "Deleted" state filter', async () => {
      const fake = serveLifecycle([active, disabled, gone]);
      await renderConsole('/tenants');
      await screen.findByRole('link', { name: 'acme' });
      const user = userEvent.setup();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deleted');
      expect(await screen.findByRole('link', { name: 'umbrella' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('link', { name: 'acme' })).not.toBeInTheDocument());
      expect(within(row('umbrella')).getByText(`Deleted — purged on ${purgeDate(PURGE_AT)}`)).toBeInTheDocument();
      expect(JSON.parse(fake.calls.lists.at(-1)!.searchParams.get('filter')!)).toEqual({ state: 'deleted' });
      // A deleted tenant is restored before anything else: no Edit, no Disable.
      expect(within(row('umbrella')).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
      expect(within(row('umbrella')).queryByRole('button', { name: /Enable|Disable/ })).not.toBeInTheDocument();
    });

    it('offers the sign-ups waiting as a quick filter with their number, pressed to show them alone', async () => {
      serveLifecycle([active, disabled, waiting, waitingToo]);
      await renderConsole('/tenants');
      await screen.findByRole('link', { name: 'acme' });
      const quick = await screen.findByRole('button', { name: 'Waiting for approval: 2' });
      expect(quick).toHaveAttribute('aria-pressed', 'false');
      await userEvent.setup().click(quick);
      await waitFor(() => expect(screen.queryByRole('link', { name: 'acme' })).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: 'initech' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'hooli' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Waiting for approval: 2' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('says nothing of sign-ups when none waits', async () => {
      serveLifecycle([active, disabled]);
      await renderConsole('/tenants');
      await screen.findByRole('link', { name: 'acme' });
      // The count's own request has been answered once the page's requests have.
      await waitFor(() => expect(screen.getByRole('link', { name: 'Create tenant' })).toBeInTheDocument());
      expect(screen.queryByRole('button', { name: /Waiting for approval/ })).not.toBeInTheDocument();
    });

    it('speaks Chinese: states, filter and quick filter', async () => {
      serveLifecycle([active, waiting]);
      await renderConsole('/tenants', 'zh');
      await screen.findByRole('link', { name: 'acme' });
      expect(within(row('acme')).getByText('已启用')).toBeInTheDocument();
      expect(within(row('initech')).getByText('待审批')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: '待审批：1' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '创建租户' })).toHaveAttribute('href', '/tenants/create');
    });
  });

  // A form of seven fields, filled and sent: a ceiling for a shared machine, not a speed check.
  describe('create', { timeout: 60_000 }, () => {
    /** Each value pasted, as typing a dozen fields key by key outlasts a test's time on a shared machine. */
    async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
      await user.click(field);
      await user.paste(value);
    }

    async function fillForm(user: ReturnType<typeof userEvent.setup>, email: string) {
      await fill(user, await screen.findByRole('textbox', { name: /^Tenant name/ }), 'newco');
      await fill(user, screen.getByRole('textbox', { name: 'Remark' }), 'From the sales team');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      await fill(user, screen.getByRole('textbox', { name: /^Domain/ }), 'shop.newco.example');
      await fill(user, screen.getByRole('textbox', { name: /^Owner’s username/ }), 'newco-owner');
      await fill(user, screen.getByRole('textbox', { name: /^Owner’s email/ }), email);
      await fill(user, screen.getByRole('textbox', { name: 'Owner’s display name' }), 'Li Wei');
    }

    it('creates the tenant with its invited owner, opens its page and says the invitation was mailed', async () => {
      const fake = serveLifecycle([active]);
      await renderConsole('/tenants');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: 'Create tenant' }));
      await fillForm(user, 'li.wei@newco.example');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Tenant "newco" created; an invitation was mailed to li.wei@newco.example')).toBeInTheDocument();
      expect(fake.calls.created).toEqual([
        {
          username: 'newco',
          remark: 'From the sales team',
          domains: ['shop.newco.example'],
          owner: { username: 'newco-owner', email: 'li.wei@newco.example', displayName: 'Li Wei' },
        },
      ]);
      await waitFor(() => expect(window.location.pathname).toBe('/tenants/70/show'));
    });

    it('checks the fields before calling the server', async () => {
      const fake = serveLifecycle([active]);
      await renderConsole('/tenants/create');
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: /^Tenant name/ }), 'has spaces');
      await user.type(screen.getByRole('textbox', { name: /^Owner’s email/ }), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Not a valid email address, e.g. owner@example.com')).toBeInTheDocument();
      expect(screen.getAllByText(/Use 2–64 letters/).length).toBeGreaterThan(0);
      expect(screen.getByRole('textbox', { name: /^Owner’s username/ })).toHaveAttribute('aria-invalid', 'true');
      expect(fake.calls.created).toEqual([]);
    });

    it('shows a taken email at the owner’s email, once, in the server’s words', async () => {
      const fake = serveLifecycle([active]);
      await renderConsole('/tenants/create');
      const user = userEvent.setup();
      await fillForm(user, 'taken@example.com');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const message = await screen.findByText("The email 'taken@example.com' is used by another user");
      const field = screen.getByRole('textbox', { name: /^Owner’s email/ });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')).toContain(message.id);
      expect(screen.getAllByText(/is used by another user/)).toHaveLength(1);
      expect(fake.calls.created).toHaveLength(1);
      expect(window.location.pathname).toBe('/tenants/create');
    });

    it('shows the refusal at the field in Chinese when Chinese is chosen', async () => {
      serveLifecycle([active]);
      server.use(http.post('*/v1/admin/tenant', () => failure(409, 40900, "owner.username：用户名 'newco-owner' 已被其他用户使用", 'owner.username')));
      await renderConsole('/tenants/create', 'zh');
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: /^租户名称/ }), 'newco');
      await user.type(screen.getByRole('textbox', { name: /^所有者用户名/ }), 'newco-owner');
      await user.type(screen.getByRole('textbox', { name: /^所有者邮箱/ }), 'owner@newco.example');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText("用户名 'newco-owner' 已被其他用户使用")).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^所有者用户名/ })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText(/owner\.username/)).not.toBeInTheDocument();
    });
  });

  describe('delete and restore', () => {
    it('deletes only once the tenant’s name is typed, says what happens, then shows the purge date', async () => {
      const fake = serveLifecycle([active]);
      const user = await openAndPress('/tenants/7/show', 'Delete tenant');
      const dialog = await screen.findByRole('dialog', { name: 'Delete tenant "acme"?' });
      expect(dialog).toHaveTextContent('Tenant "acme" is disabled at once');
      expect(dialog).toHaveTextContent('can be restored as it was until its purge date');
      const confirm = within(dialog).getByRole('button', { name: 'Delete tenant' });
      expect(confirm).toBeDisabled();
      const name = within(dialog).getByRole('textbox', { name: 'Type "acme" to confirm' });
      await user.type(name, 'acm');
      expect(confirm).toBeDisabled();
      await user.type(name, '{Enter}');
      expect(fake.calls.deleted).toEqual([]);
      await user.type(name, 'e');
      expect(confirm).toBeEnabled();
      await user.click(confirm);
      expect(await screen.findByText(`Tenant "acme" deleted; it can be restored until ${purgeDate(PURGE_AT)}`)).toBeInTheDocument();
      expect(fake.calls.deleted).toEqual([7]);
      expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
      expect(screen.getAllByText(`Deleted — purged on ${purgeDate(PURGE_AT)}`).length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Delete tenant' })).not.toBeInTheDocument();
    });

    it('changes nothing when the confirmation is cancelled', async () => {
      const fake = serveLifecycle([active]);
      const user = await openAndPress('/tenants/7/show', 'Delete tenant');
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox'), 'acme');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fake.calls.deleted).toEqual([]);
    });

    it('offers no delete for the administrators’ own tenant', async () => {
      serveLifecycle([tenant(1, 'system', { state: 'active', purgeAt: null })]);
      await renderConsole('/tenants/1/show');
      await screen.findByText('Enabled');
      expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete tenant' })).not.toBeInTheDocument();
    });

    it('shows a deleted tenant’s purge date over its page, and restores it from there', async () => {
      const fake = serveLifecycle([gone]);
      await renderConsole('/tenants/11/show');
      const banner = (await screen.findByRole('button', { name: 'Restore' })).closest('[role="alert"]') as HTMLElement;
      expect(banner).toHaveTextContent(`Deleted — purged on ${purgeDate(PURGE_AT)}`);
      expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Enable|Disable|Delete tenant/ })).not.toBeInTheDocument();
      await userEvent.setup().click(within(banner).getByRole('button', { name: 'Restore' }));
      expect(await screen.findByText('Tenant "umbrella" restored')).toBeInTheDocument();
      expect(fake.calls.restored).toEqual([11]);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument());
      expect(screen.getByText('Enabled')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete tenant' })).toBeInTheDocument();
    });

    it('says a refused deletion in the server’s words', async () => {
      serveLifecycle([active]);
      server.use(http.delete('*/v1/admin/tenant/:id', () => failure(409, 40913, 'The system tenant cannot be deleted')));
      const user = await openAndPress('/tenants/7/show', 'Delete tenant');
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox'), 'acme');
      await user.click(within(dialog).getByRole('button', { name: 'Delete tenant' }));
      expect(await screen.findByText('The system tenant cannot be deleted')).toBeInTheDocument();
    });

    it('asks for the name in Chinese when Chinese is chosen', async () => {
      serveLifecycle([active]);
      await openAndPress('/tenants/7/show', '删除租户', 'zh');
      const dialog = await screen.findByRole('dialog', { name: '删除租户“acme”？' });
      expect(within(dialog).getByRole('textbox', { name: '输入“acme”以确认' })).toBeInTheDocument();
      expect(dialog).toHaveTextContent('租户“acme”将立即被禁用');
    });
  });

  describe('sign-ups waiting for approval', () => {
    it('approves after a confirmation naming the tenant', async () => {
      const fake = serveLifecycle([waiting]);
      const user = await openAndPress('/tenants/9/show', 'Approve');
      const dialog = await screen.findByRole('dialog', { name: 'Approve the sign-up of tenant "initech"?' });
      expect(screen.queryByRole('button', { name: /^(Enable|Disable|Delete tenant)$/ })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Sign-up of tenant "initech" approved; the applicant was mailed')).toBeInTheDocument();
      expect(fake.calls.decisions).toEqual([{ id: 9, approve: true }]);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
      expect(screen.getByText('Enabled')).toBeInTheDocument();
    });

    it('rejects only with a reason, then goes back to the list', { timeout: 90_000 }, async () => {
      const fake = serveLifecycle([active, waiting]);
      const user = await openAndPress('/tenants/9/show', 'Reject');
      const dialog = await screen.findByRole('dialog', { name: 'Reject the sign-up of tenant "initech"?' });
      expect(dialog).toHaveTextContent('Tenant "initech" and its owner are removed at once');
      const reject = within(dialog).getByRole('button', { name: 'Reject' });
      const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
      await user.type(reason, '   ');
      await user.click(reject);
      expect(await within(dialog).findByText('Say why: the applicant is told')).toBeInTheDocument();
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      expect(fake.calls.decisions).toEqual([]);
      await user.click(reason);
      await user.paste('We could not reach you');
      await user.click(reject);
      expect(await screen.findByText('Sign-up of tenant "initech" rejected; the applicant was mailed the reason')).toBeInTheDocument();
      expect(fake.calls.decisions).toEqual([{ id: 9, approve: false, reason: 'We could not reach you' }]);
      await waitFor(() => expect(window.location.pathname).toBe('/tenants'));
      expect(await screen.findByRole('link', { name: 'acme' })).toBeInTheDocument();
    });
  });

  describe('invitations not yet accepted', () => {
    const owner = invitation(57, 'acme-owner');
    const late = invitation(58, 'acme-late', { expired: true, expiresAt: '2026-11-01T08:30:00.000Z' });

    it('lists each invitation with its email and expiry, the expired ones marked', async () => {
      serveLifecycle([active], { 7: [owner, late] });
      await renderConsole('/tenants/7/show');
      const section = await screen.findByRole('region', { name: 'Invitations not yet accepted' });
      expect(within(section).getByText('acme-owner')).toBeInTheDocument();
      expect(within(section).getByText('acme-owner@example.com')).toBeInTheDocument();
      expect(within(section).getByText(`Link valid until ${dateTime(owner.expiresAt)}`)).toBeInTheDocument();
      expect(within(section).getByText('Expired')).toBeInTheDocument();
      expect(within(section).getByText(`Link expired on ${dateTime(late.expiresAt)}: send it again`)).toBeInTheDocument();
    });

    it('sends one again and says until when the new link works', async () => {
      const fake = serveLifecycle([active], { 7: [late] });
      await openAndPress('/tenants/7/show', 'Send again: invitation of acme-late');
      expect(await screen.findByText(`Invitation to acme-late@example.com sent again; the new link is valid until ${dateTime('2026-12-04T09:00:00.000Z')}`)).toBeInTheDocument();
      expect(fake.calls.resent).toEqual(['7:58']);
      const section = screen.getByRole('region', { name: 'Invitations not yet accepted' });
      await waitFor(() => expect(within(section).queryByText('Expired')).not.toBeInTheDocument());
    });

    it('withdraws one after a confirmation naming the user and the tenant', async () => {
      const fake = serveLifecycle([active], { 7: [owner, late] });
      const user = await openAndPress('/tenants/7/show', 'Withdraw: invitation of acme-late');
      const dialog = await screen.findByRole('dialog', { name: 'Withdraw the invitation of acme-late to tenant "acme"?' });
      expect(dialog).toHaveTextContent('is removed from tenant "acme"');
      await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByText('Invitation of acme-late to tenant "acme" withdrawn')).toBeInTheDocument();
      expect(fake.calls.withdrawn).toEqual(['7:58']);
      const section = screen.getByRole('region', { name: 'Invitations not yet accepted' });
      await waitFor(() => expect(within(section).queryByText('acme-late')).not.toBeInTheDocument());
      expect(within(section).getByText('acme-owner')).toBeInTheDocument();
    });

    it('says when the tenant has no owner, and invites one into that tenant from its page', async () => {
      const fake = serveLifecycle([active], { 7: [] }, [7]);
      await renderConsole('/tenants/7/show');
      const alert = await screen.findByText('Tenant "acme" has no owner: nobody manages its users until one is invited.');
      const person = userEvent.setup();
      await person.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Invite an owner' }));
      const dialog = await screen.findByRole('dialog', { name: 'Invite someone to acme' });
      await person.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new-owner@acme.example');
      await person.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(fake.calls.invited).toEqual([{ tenantId: '7', body: { email: 'new-owner@acme.example', role: 'owner' } }]));
      const section = await screen.findByRole('region', { name: 'Invitations not yet accepted' });
      expect(within(section).getByText('new-owner')).toBeInTheDocument();
      expect(within(section).getByText('Owner')).toBeInTheDocument();
    });

    it('shows no section when every invitation was accepted', async () => {
      serveLifecycle([active], { 7: [] });
      await renderConsole('/tenants/7/show');
      await screen.findByRole('button', { name: 'Delete tenant' });
      await screen.findByRole('region', { name: 'Recent activity' });
      expect(screen.queryByRole('region', { name: 'Invitations not yet accepted' })).not.toBeInTheDocument();
    });
  });
});
