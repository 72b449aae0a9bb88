import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantSummary } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { writeTenantsCache } from '../../../src/lib/tenants-cache';
import { admin, failure, fakeToken, ok, signIn, tenant, user as account } from '../fixtures';
import { server } from '../msw-server';
import { layOutListboxes } from '../screen-layout';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';

const summaries: TenantSummary[] = [
  { tenantId: 1, username: 'system', enabled: true },
  { tenantId: 2, username: 'acme', enabled: true },
  { tenantId: 3, username: 'globex', enabled: false },
  { tenantId: 4, username: 'Initech', enabled: true },
];

function serve(list: TenantSummary[] = summaries) {
  const calls = { list: 0, pages: [] as URL[], tenantHeaders: [] as (string | null)[] };
  server.use(
    http.get('*/v1/admin/tenant', ({ request }) => {
      const url = new URL(request.url);
      if (url.search !== '') {
        calls.pages.push(url);
        return answerTenantList(list, url);
      }
      calls.list += 1;
      return ok(list);
    }),
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => {
      calls.tenantHeaders.push(request.headers.get('x-tenant-id'));
      return answerTenantList(list.slice(0, 2).map((t) => tenant(t.tenantId, t.username)), new URL(request.url));
    }),
    http.get('*/v1/admin/tenant/:id', ({ params }) => {
      const found = list.find((t) => String(t.tenantId) === params['id']);
      return found ? ok(tenant(found.tenantId, found.username, { enabled: found.enabled })) : failure(404, 40401, 'No such tenant');
    }),
  );
  return calls;
}

async function openSwitcher() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Switch tenant/ }));
  const search = await screen.findByRole('combobox', { name: 'Search tenants' });
  // The list's code loads as the switcher first opens.
  await screen.findByRole('listbox', { name: 'Switch tenant' });
  return { user, search };
}

/** An administrator whose token names tenant 2, with a list that has room to show rows. */
function signInAsAdminOfTenant2() {
  layOutListboxes();
  localStorage.setItem(StorageKey.authToken, fakeToken({ sub: '1', tenant_id: 2, is_admin: true }));
  localStorage.setItem(StorageKey.userInfo, JSON.stringify(admin));
}

const options = () => within(screen.getByRole('listbox', { name: 'Switch tenant' })).queryAllByRole('option');

describe('the tenant switcher', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(signInAsAdminOfTenant2);

  it("loads the tenants for an administrator and starts on the token's tenant", async () => {
    const calls = serve();
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: acme' })).toBeInTheDocument();
    await openSwitcher();
    expect(options().map((o) => o.textContent)).toEqual(['system', 'acmeCurrent', 'globexDisabled', 'Initech']);
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(calls.list).toBe(1);
  });

  it('starts on the saved tenant when there is one, else the first', async () => {
    serve();
    localStorage.setItem(StorageKey.currentTenantId, '4');
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: Initech' })).toBeInTheDocument();
  });

  it('falls back to the first tenant when neither the saved nor the token tenant is known', async () => {
    serve();
    localStorage.setItem(StorageKey.authToken, 'not-a-jwt');
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: system' })).toBeInTheDocument();
  });

  it('reuses a fresh cache without asking the server, and Refresh asks again', async () => {
    const calls = serve();
    writeTenantsCache([{ tenantId: 2, username: 'cached-acme', enabled: true }]);
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: cached-acme' })).toBeInTheDocument();
    expect(calls.list).toBe(0);
    const { user } = await openSwitcher();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(calls.list).toBe(1);
    expect(JSON.parse(localStorage.getItem(StorageKey.tenantsCache) ?? '[]')).toHaveLength(4);
  });

  it('asks the server again once the cache has expired', async () => {
    const calls = serve();
    writeTenantsCache([{ tenantId: 2, username: 'cached-acme', enabled: true }], Date.now() - 300_001);
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: acme' })).toBeInTheDocument();
    expect(calls.list).toBe(1);
  });

  it('ignores a corrupt cache', async () => {
    serve();
    localStorage.setItem(StorageKey.tenantsCache, '{broken');
    localStorage.setItem(StorageKey.tenantsCacheExpiry, String(Date.now() + 60_000));
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: acme' })).toBeInTheDocument();
  });

  it('searches by trimmed, case-insensitive substring; an empty search shows all', async () => {
    serve();
    await renderConsole('/');
    const { user, search } = await openSwitcher();
    await user.type(search, '  INI ');
    expect(options().map((o) => o.textContent)).toEqual(['Initech']);
    await user.clear(search);
    expect(options()).toHaveLength(4);
    await user.type(search, 'zzz');
    expect(screen.getByText('No tenant matches')).toBeInTheDocument();
  });

  it('finds tenants by an attribute (plan:enterprise) on the server, though it holds the whole list', async () => {
    const calls = serve();
    server.use(
      http.get('*/v1/admin/attributes', () =>
        ok([{ key: 'plan', labels: { en: 'Plan', zh: '套餐' }, type: 'enum', choices: ['free', 'enterprise'], required: false, unique: false, listed: false, createdAt: '2026-11-30T09:00:00.000Z', updatedAt: '2026-11-30T09:00:00.000Z' }]),
      ),
    );
    server.use(
      http.get('*/v1/admin/tenant', ({ request }) => {
        const url = new URL(request.url);
        if (url.search === '') return ok(summaries);
        calls.pages.push(url);
        const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
        return ok(filter['attr.plan'] === 'enterprise' ? [summaries[3]] : []);
      }),
    );
    await renderConsole('/');
    const { user, search } = await openSwitcher();
    await user.type(search, 'plan:enterprise');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['Initech']));
    expect(JSON.parse(calls.pages.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ 'attr.plan': 'enterprise' });
  });

  it('switches with the keyboard, saves the choice, says so, and refetches with the new tenant', async () => {
    const calls = serve();
    await renderConsole('/');
    await screen.findByText('Recently updated');
    const { user } = await openSwitcher();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('Switched to tenant: Initech')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBe('4');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch tenant: Initech' })).toBeInTheDocument();
    await waitFor(() => expect(calls.tenantHeaders.at(-1)).toBe('4'));
  });

  it('closes on Escape without switching', async () => {
    serve();
    await renderConsole('/');
    const { user } = await openSwitcher();
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBeNull();
  });

  it('refuses a disabled tenant, which stays listed and marked', async () => {
    serve();
    await renderConsole('/');
    const { user } = await openSwitcher();
    await user.click(screen.getByRole('option', { name: /globex/ }));
    expect(await screen.findByText('Cannot switch')).toBeInTheDocument();
    expect(screen.getByText('Tenant "globex" is disabled')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBeNull();
    // Said in the open list, beside the search, not in a toast opening under the pointer.
    const list = screen.getByRole('listbox').closest('.MuiPopover-paper');
    expect(list).toContainElement(screen.getByText('Cannot switch'));
    // Typing again clears it.
    await user.type(screen.getByRole('combobox'), 'x');
    await waitFor(() => expect(screen.queryByText('Cannot switch')).not.toBeInTheDocument());
  });

  it('says why the list could not be loaded', async () => {
    server.use(
      http.get('*/v1/admin/tenant', () => failure(403, 40301, 'Only administrators can list tenants')),
      http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([], new URL(request.url))),
    );
    await renderConsole('/');
    expect(await screen.findByText('Failed to load tenants')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can list tenants')).toBeInTheDocument();
  });

  it('speaks Chinese, with the spec’s own words', async () => {
    serve();
    await renderConsole('/', 'zh');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^切换租户/ }));
    await user.click(await screen.findByRole('option', { name: /globex/ }));
    expect(await screen.findByText('无法切换')).toBeInTheDocument();
    expect(screen.getByText('tenant "globex" 已被禁用')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Initech/ }));
    expect(await screen.findByText('已切换到租户: Initech')).toBeInTheDocument();
  });

  it('holds up to 5,000 tenants in the browser, rendering only the visible entries', async () => {
    const calls = serve(many(5000));
    await renderConsole('/');
    await openSwitcher();
    expect(await screen.findByText('5000 tenants')).toBeInTheDocument();
    expect(options().length).toBeGreaterThan(0);
    expect(options().length).toBeLessThan(40);
    expect(calls.list).toBe(1);
  });

  it('one tab follows a switch made in another, and its next call carries the new tenant', async () => {
    const calls = serve();
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: acme' })).toBeInTheDocument();
    await screen.findByText('Recently updated');
    // What the other tab writes, in the order it writes it.
    localStorage.setItem(StorageKey.recentTenants, JSON.stringify([{ tenantId: 4, username: 'Initech', enabled: true }]));
    localStorage.setItem(StorageKey.currentTenantId, '4');
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.currentTenantId, newValue: '4', storageArea: localStorage }));
    expect(await screen.findByRole('button', { name: 'Switch tenant: Initech' })).toBeInTheDocument();
    expect(await screen.findByText('Switched to tenant Initech in another tab')).toBeInTheDocument();
    await waitFor(() => expect(calls.tenantHeaders.at(-1)).toBe('4'));
    expect(calls.list).toBe(1);
  });
});

const many = (count: number): TenantSummary[] =>
  Array.from({ length: count }, (_, i) => ({ tenantId: i + 1, username: `tenant-${i + 1}`, enabled: (i + 1) % 7 !== 0 }));

describe('the tenant switcher above 5,000 tenants', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(signInAsAdminOfTenant2);

  it('never downloads the full list, and says it searches the server', async () => {
    const calls = serve(many(5001));
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: tenant-2' })).toBeInTheDocument();
    await openSwitcher();
    expect(await screen.findByText('More than 5,000 tenants: type to search them all on the server')).toBeInTheDocument();
    expect(calls.list).toBe(0);
    expect(localStorage.getItem(StorageKey.tenantsCache)).toBeNull();
  });

  it('searches the server as the administrator types, once the typing settles', async () => {
    const calls = serve(many(6000));
    await renderConsole('/');
    const { search } = await openSwitcher();
    await screen.findByText('More than 5,000 tenants: type to search them all on the server');
    const before = calls.pages.length;
    // Keystrokes a person makes within the debounce, with no pause between them: on a loaded
    // machine a pause of userEvent's default (one timer tick) can outlast the debounce itself.
    await userEvent.setup({ delay: null }).type(search, 'tenant-599');
    expect(await screen.findByText('11 matches on the server')).toBeInTheDocument();
    const names = options().map((o) => o.textContent ?? '');
    expect(names).toContain('tenant-5990');
    expect(names).toContain('tenant-599');
    const searches = calls.pages.slice(before).map((url) => url.searchParams.get('filter'));
    expect(searches.at(-1)).toBe('{"q":"tenant-599"}');
    expect(searches.length).toBeLessThan('tenant-599'.length);
  });

  it('drops an answer that arrives after the answer to a later search', async () => {
    serve(many(6000));
    server.use(
      http.get('*/v1/admin/tenant', async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('filter') === '{"q":"tenant-1"}') await new Promise((resolve) => setTimeout(resolve, 1500));
        return answerTenantList(many(6000), url);
      }),
    );
    await renderConsole('/');
    const { user, search } = await openSwitcher();
    await user.type(search, 'tenant-1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.type(search, '234');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['tenant-1234']));
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(options().map((o) => o.textContent)).toEqual(['tenant-1234']);
  });

  it('lists the current tenant and the last five used first', async () => {
    serve(many(6000));
    localStorage.setItem(StorageKey.currentTenantId, '4321');
    localStorage.setItem(
      StorageKey.recentTenants,
      JSON.stringify([4321, 17, 250].map((id) => ({ tenantId: id, username: `tenant-${id}`, enabled: true }))),
    );
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: tenant-4321' })).toBeInTheDocument();
    const { user } = await openSwitcher();
    await waitFor(() => expect(options().length).toBeGreaterThan(3));
    expect(options().slice(0, 3).map((o) => o.textContent)).toEqual(['tenant-4321Current', 'tenant-17', 'tenant-250']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Switched to tenant: tenant-17')).toBeInTheDocument();
    const recent = JSON.parse(localStorage.getItem(StorageKey.recentTenants) ?? '[]') as TenantSummary[];
    expect(recent.map((t) => t.tenantId)).toEqual([17, 4321, 250]);
  });

  it('reads the current tenant from the server when it is in no list it holds', async () => {
    serve(many(6000));
    localStorage.setItem(StorageKey.currentTenantId, '5999');
    await renderConsole('/');
    expect(await screen.findByRole('button', { name: 'Switch tenant: tenant-5999' })).toBeInTheDocument();
  });
});

describe('the app bar of a user who is not an administrator', () => {
  it.each([
    ['an owner', 'owner', 'en', 'Your tenant'],
    ['a member', 'member', 'zh', '所属租户'],
  ] as const)("shows %s their tenant's name as text, offers no switcher, and loads no tenant list", async (_, role, language, label) => {
    const calls = serve();
    signIn({ userId: 5, username: 'acme-user', isAdmin: false, tenantId: 2 });
    server.use(
      http.get('*/v1/auth/me', () => ok({ ...account(5, 'acme-user', { tenantId: 2, role }), tenantName: 'acme' })),
      http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([], new URL(request.url))),
    );
    await renderConsole('/', language);
    const own = await screen.findByRole('group', { name: label });
    expect(own).toHaveTextContent('acme');
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^(Switch tenant|切换租户)/ })).not.toBeInTheDocument();
    expect(calls.list).toBe(0);
    expect(calls.pages).toEqual([]);
  });
});
