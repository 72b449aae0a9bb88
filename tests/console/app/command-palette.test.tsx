import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { admin, failure, ok, signIn, tenant, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { answerTenantList } from '../tenant-pages';
import { resourceEntries } from '../resource-entries';

const tenants: Tenant[] = [
  tenant(1, 'system'),
  tenant(2, 'acme', { domains: [{ domainId: 21, name: 'acme.example.com', verified: true }] }),
  tenant(4, 'initech', { domains: [{ domainId: 41, name: 'tps-reports.example.org', verified: false }] }),
  tenant(5, 'globex', { enabled: false }),
];

/** The tenant calls an administrator's console makes, with every search the server was asked for. */
function serveTenants() {
  const calls = { searches: [] as string[], tenantHeaders: [] as (string | null)[] };
  const summaries = tenants.map(({ tenantId, username, enabled }) => ({ tenantId, username, enabled }));
  server.use(
    http.get('*/v1/admin/tenant', ({ request }) => {
      const url = new URL(request.url);
      const q = (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string }).q;
      if (q !== undefined) calls.searches.push(q);
      return url.search === '' ? ok(summaries) : answerTenantList(tenants, url);
    }),
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => {
      calls.tenantHeaders.push(request.headers.get('x-tenant-id'));
      return answerTenantList(tenants, new URL(request.url));
    }),
    http.get('*/v1/admin/tenant/:id', ({ params }) => {
      const found = tenants.find((t) => String(t.tenantId) === params['id']);
      return found ? ok(found) : failure(404, 40401, 'No such tenant');
    }),
    http.get('*/v1/auth/me', () => ok({ ...admin, tenantName: 'system' })),
  );
  return calls;
}

async function openWithCtrlK() {
  const person = userEvent.setup();
  await screen.findByRole('button', { name: 'Search and commands' });
  await person.keyboard('{Control>}k{/Control}');
  return { person, search: await screen.findByRole('combobox', { name: 'Search pages, tenants and commands' }) };
}

const activeOption = (search: HTMLElement) => {
  const id = search.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};

describe('the command palette', { timeout: 60_000 }, () => {
  beforeEach(() => signIn());

  it('opens with Ctrl+K as a combobox over a listbox, and Escape closes it and gives the focus back', async () => {
    serveTenants();
    await renderConsole('/');
    const button = await screen.findByRole('button', { name: 'Search and commands' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    button.focus();
    const { person, search } = await openWithCtrlK();
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    expect(search).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Go to' })).toBeInTheDocument();
    expect(activeOption(search)).toHaveTextContent('Dashboard');
    expect(activeOption(search)).toHaveAttribute('aria-selected', 'true');
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search pages, tenants and commands' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opens with ⌘K too, and with / only when the focus is not in a text field', async () => {
    serveTenants();
    await renderConsole('/tenants');
    await screen.findByRole('button', { name: 'Search and commands' });
    const listSearch = await screen.findByPlaceholderText('Search username, domain or ID');
    const person = userEvent.setup();
    await person.click(listSearch);
    await person.keyboard('/');
    expect(listSearch).toHaveValue('/');
    expect(screen.queryByRole('combobox', { name: 'Search pages, tenants and commands' })).not.toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('combobox', { name: 'Search pages, tenants and commands' })).toHaveFocus();
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(await screen.findByRole('combobox', { name: 'Search pages, tenants and commands' })).toBeInTheDocument();
  });

  it('goes to a page with the arrow keys and Enter, the active option following the keys', async () => {
    serveTenants();
    await renderConsole('/');
    const { person, search } = await openWithCtrlK();
    const names = within(screen.getByRole('group', { name: 'Go to' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Dashboard', ...resourceEntries('administrator'), 'Appearance', 'Settings', 'Change password', 'Domain ownership', 'Tenant policy']);
    await person.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(search)).toHaveTextContent('Users');
    await person.keyboard('{ArrowUp}');
    expect(activeOption(search)).toHaveTextContent('Tenants');
    await person.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/tenants'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('narrows the pages to what was typed', async () => {
    serveTenants();
    await renderConsole('/');
    const { person, search } = await openWithCtrlK();
    await person.type(search, 'audit');
    expect(within(screen.getByRole('group', { name: 'Go to' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Audit log']);
    await person.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/logs'));
  });

  it('finds a tenant by its domain with the server search, and switches to it', async () => {
    const calls = serveTenants();
    await renderConsole('/');
    const { person, search } = await openWithCtrlK();
    await person.type(search, 'tps-reports');
    const found = await screen.findByRole('group', { name: 'Tenants' });
    expect(within(found).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Switch to initech #4',
      'Open tenant initech #4',
      'Users of initech #4',
      'Audit log of initech #4',
    ]);
    expect(calls.searches.at(-1)).toBe('tps-reports');
    // Nothing matched the pages or the preferences: the first tenant entry is the active one.
    expect(activeOption(search)).toHaveTextContent('Switch to initech');
    await person.keyboard('{Enter}');
    expect(await screen.findByText('Switched to tenant: initech')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBe('4');
    expect(screen.getByRole('button', { name: 'Switch tenant: initech' })).toBeInTheDocument();
    await waitFor(() => expect(calls.tenantHeaders.at(-1)).toBe('4'));
  });

  it('finds tenants by an attribute typed as key:value, the value read as its type says, a Chinese colon too', async () => {
    serveTenants();
    const filters: unknown[] = [];
    server.use(
      http.get('*/v1/admin/attributes', () =>
        ok([{ key: 'plan', labels: { en: 'Plan', zh: '套餐' }, type: 'enum', choices: ['free', 'enterprise'], required: false, unique: false, listed: false, createdAt: '2026-11-30T09:00:00.000Z', updatedAt: '2026-11-30T09:00:00.000Z' }]),
      ),
      http.get('*/v1/admin/tenant', ({ request }) => {
        const filter: unknown = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
        filters.push(filter);
        const byPlan = (filter as Record<string, unknown>)['attr.plan'] === 'enterprise';
        return ok(byPlan ? [{ tenantId: 2, username: 'acme', enabled: true }] : []);
      }),
    );
    await renderConsole('/');
    const { person, search } = await openWithCtrlK();
    await person.type(search, 'plan：Enterprise');
    const found = await screen.findByRole('group', { name: 'Tenants' });
    expect(within(found).getAllByRole('option').map((o) => o.textContent)).toContain('Switch to acme #2');
    expect(filters.at(-1)).toEqual({ 'attr.plan': 'enterprise' });
    // A key no attribute has is a name like any other.
    await person.clear(search);
    await person.type(search, 'region:eu');
    await waitFor(() => expect(filters.at(-1)).toEqual({ q: 'region:eu' }));
  });

  it("opens a found tenant's users acting in it, and finds a tenant by its id", async () => {
    serveTenants();
    await renderConsole('/');
    const { person, search } = await openWithCtrlK();
    await person.type(search, '4');
    await person.click(await screen.findByRole('option', { name: 'Users of initech #4' }));
    await waitFor(() => expect(window.location.pathname).toBe('/users'));
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBe('4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users of initech' })).toBeInTheDocument();
  });

  it('offers only the page of a disabled tenant, which cannot be acted in', async () => {
    serveTenants();
    await renderConsole('/');
    const { person, search } = await openWithCtrlK();
    await person.type(search, 'globex');
    const found = await screen.findByRole('group', { name: 'Tenants' });
    expect(within(found).getAllByRole('option').map((o) => o.textContent)).toEqual(['Open tenant globex #5 · Disabled']);
    await person.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/tenants/5/show'));
  });

  it('changes the language and the theme', async () => {
    serveTenants();
    await renderConsole('/');
    const { person, search } = await openWithCtrlK();
    await person.type(search, 'dark');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Theme: Dark']);
    await person.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement.dataset['theme']).toBe('dark'));
    expect(localStorage.getItem(StorageKey.theme)).toBe('dark');

    await person.keyboard('{Control>}k{/Control}');
    await person.type(await screen.findByRole('combobox', { name: 'Search pages, tenants and commands' }), 'language');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Language: 中文', 'Language: English Current']);
    await person.keyboard('{Enter}');
    await waitFor(() => expect(localStorage.getItem(StorageKey.language)).toBe('zh'));
    expect(await screen.findByRole('button', { name: '搜索与命令' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    serveTenants();
    await renderConsole('/', 'zh');
    const person = userEvent.setup();
    await screen.findByRole('button', { name: '搜索与命令' });
    fireEvent.keyDown(document.body, { key: '/' });
    const search = await screen.findByRole('combobox', { name: '搜索页面、租户和命令' });
    expect(within(screen.getByRole('listbox', { name: '结果' })).getByRole('group', { name: '前往' })).toBeInTheDocument();
    await person.type(search, 'initech');
    expect(await screen.findByRole('option', { name: '切换到 initech #4' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'initech 的审计日志 #4' })).toBeInTheDocument();
    await person.clear(search);
    await person.type(search, '主题');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['主题：浅色', '主题：深色', '主题：跟随系统 当前']);
  });

  it('offers a member the pages they may see, and no tenant', async () => {
    const member = user(31, 'mia');
    server.use(http.get('*/v1/auth/me', () => ok({ ...member, tenantName: 'acme' })));
    signIn(member);
    await renderConsole('/');
    const { person, search } = await openWithCtrlK();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Go to' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Dashboard',
        ...resourceEntries('member'),
        'Appearance',
        'Settings',
        'Change password',
      ]),
    );
    await person.type(search, 'acme');
    expect(screen.queryByRole('group', { name: 'Tenants' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing matches')).toBeInTheDocument();
  });
});
