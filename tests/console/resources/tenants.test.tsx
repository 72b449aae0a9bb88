import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tenant, TenantUpdate } from '../../../src/generated/model';
import { failure, ok, signIn, tenant } from '../fixtures';
import { server } from '../msw-server';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';
import { onPhonesInEachTest } from '../screen-layout';

/** A small fake of the server's tenant calls, so changes show up in later reads. */
function serveTenants(initial: Tenant[]) {
  const tenants = new Map(initial.map((t) => [t.tenantId, t]));
  const statusCalls: string[] = [];
  const updates: TenantUpdate[] = [];
  const listCalls: URL[] = [];
  server.use(
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => {
      const url = new URL(request.url);
      listCalls.push(url);
      return answerTenantList(tenants.values(), url);
    }),
    http.get('*/v1/admin/tenant/:id', ({ params }) => {
      const found = tenants.get(Number(params['id']));
      return found ? ok(found) : failure(404, 40401, `Tenant ${String(params['id'])} does not exist`);
    }),
    http.put('*/v1/admin/tenant/:id/status', ({ params, request }) => {
      const id = Number(params['id']);
      const enabled = new URL(request.url).searchParams.get('enabled') === 'true';
      statusCalls.push(`${id}:${enabled}`);
      const updated = { ...tenants.get(id)!, enabled };
      tenants.set(id, updated);
      return ok(updated);
    }),
    http.put('*/v1/admin/tenant/:id', async ({ params, request }) => {
      const id = Number(params['id']);
      const body = (await request.json()) as TenantUpdate;
      updates.push(body);
      if (body.domains?.includes('taken.example.com')) {
        const index = body.domains.indexOf('taken.example.com');
        return failure(409, 40901, `domains[${index}]: 'taken.example.com' is verified by another tenant`, `domains[${index}]`);
      }
      const current = tenants.get(id)!;
      const updated: Tenant = {
        ...current,
        ...(body.username !== undefined && { username: body.username }),
        ...(body.remark !== undefined && { remark: body.remark }),
        ...(body.domains && { domains: body.domains.map((name, i) => ({ domainId: 100 + i, name, verified: false })) }),
      };
      tenants.set(id, updated);
      return ok(updated);
    }),
  );
  return { tenants, statusCalls, updates, listCalls };
}

/** Acme (tenant 7, with one domain) open for editing, as most edit tests start. */
async function openAcmeEdit() {
  const fake = serveTenants([tenant(7, 'acme', { domains: [{ domainId: 1, name: 'a.acme.example.com', verified: false }] })]);
  await renderConsole('/tenants/7');
  return { fake, user: userEvent.setup() };
}

/** Adds a second domain to the edit form and types `name` into it. */
async function addSecondDomain(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await user.type(screen.getAllByLabelText(/^Domain/)[1]!, name);
}

const many = Array.from({ length: 30 }, (_, i) =>
  tenant(i + 1, `tenant-${String(i + 1).padStart(2, '0')}`, {
    enabled: (i + 1) % 5 !== 0,
    domains: Array.from({ length: (i + 1) % 3 }, (_, d) => ({ domainId: (i + 1) * 10 + d, name: `d${d}.tenant-${i + 1}.example.com`, verified: false })),
  }),
);

describe('tenants', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  describe('list', () => {
    it('says nothing matches the filters without a capitalised name mid-sentence (issue 55)', async () => {
      serveTenants(many);
      await renderConsole('/tenants?filter=%7B%22q%22%3A%22no-such-tenant%22%7D');
      expect(await screen.findByText('Nothing matches the current filters.')).toBeInTheDocument();
    });

    it('says, in the language shown, that it opened without a connection, and shows the rows once the connection is back', async () => {
      serveTenants(many);
      onlineManager.setOnline(false);
      try {
        await renderConsole('/tenants', 'zh');
        expect(await screen.findByText('无网络连接，无法获取数据。')).toHaveAttribute('role', 'status');
        expect(screen.queryByText('tenant-01')).not.toBeInTheDocument();
        onlineManager.setOnline(true);
        expect(await screen.findByText('tenant-01')).toBeInTheDocument();
        expect(screen.queryByText('无网络连接，无法获取数据。')).not.toBeInTheDocument();
      } finally {
        onlineManager.setOnline(true);
      }
    });

    it('shows id, username, status, number of domains and creation, 25 to a page', async () => {
      serveTenants(many);
      await renderConsole('/tenants');
      expect(await screen.findByText('tenant-01')).toBeInTheDocument();
      expect(screen.getByText('tenant-25')).toBeInTheDocument();
      expect(screen.queryByText('tenant-26')).not.toBeInTheDocument();
      const row = screen.getByText('tenant-05').closest('tr')!;
      expect(within(row).getByText('Disabled')).toBeInTheDocument();
      expect(within(row).getByText('2')).toBeInTheDocument();
      expect(screen.getByText('1-25 of 30')).toBeInTheDocument();
    });

    it('writes ids as their digits, never grouped, in a right-aligned column', async () => {
      serveTenants([tenant(1, 'system'), tenant(1234567, 'acme')]);
      await renderConsole('/tenants');
      const row = (await screen.findByText('acme')).closest('tr')!;
      const idCell = within(row).getByText('1234567').closest('td')!;
      expect(idCell).toHaveClass('MuiTableCell-alignRight');
      expect(screen.getByRole('columnheader', { name: /id/i })).toHaveClass('MuiTableCell-alignRight');
    });

    it('names each tenant with a link to its page, for keyboards, screen readers and new tabs', async () => {
      serveTenants(many);
      await renderConsole('/tenants');
      const link = await screen.findByRole('link', { name: 'tenant-07' });
      expect(link).toHaveAttribute('href', '/tenants/7/show');
      await userEvent.setup().click(link);
      expect(await screen.findByText('d0.tenant-7.example.com')).toBeInTheDocument();
    });

    it('pages to the rest', async () => {
      serveTenants(many);
      await renderConsole('/tenants');
      await screen.findByText('tenant-01');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 2' }));
      expect(await screen.findByText('tenant-30')).toBeInTheDocument();
      expect(screen.queryByText('tenant-01')).not.toBeInTheDocument();
    });

    it('searches usernames, ignoring case and surrounding spaces', async () => {
      serveTenants([tenant(1, 'Acme'), tenant(2, 'globex'), tenant(3, 'acme-labs')]);
      await renderConsole('/tenants');
      await screen.findByText('globex');
      await userEvent.setup().type(screen.getByPlaceholderText('Search username, domain or ID'), '  ACME ');
      await waitFor(() => expect(screen.queryByText('globex')).not.toBeInTheDocument());
      expect(screen.getByText('Acme')).toBeInTheDocument();
      expect(screen.getByText('acme-labs')).toBeInTheDocument();
    });

    it('asks the server for one page at a time, never for every tenant', async () => {
      const fake = serveTenants(many);
      await renderConsole('/tenants');
      await screen.findByText('tenant-01');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 2' }));
      await screen.findByText('tenant-30');
      const asked = fake.listCalls.map((url) => [url.searchParams.get('range'), url.searchParams.get('sort')]);
      expect(asked).toContainEqual(['[0,24]', '["tenantId","ASC"]']);
      expect(asked).toContainEqual(['[25,49]', '["tenantId","ASC"]']);
      expect(fake.listCalls.every((url) => url.searchParams.has('range'))).toBe(true);
    });

    it('searches on the server, by domain as well as by username', async () => {
      const fake = serveTenants(many);
      await renderConsole('/tenants');
      await screen.findByText('tenant-01');
      await userEvent.setup().type(screen.getByPlaceholderText('Search username, domain or ID'), 'd1.tenant-29');
      await waitFor(() => expect(JSON.parse(fake.listCalls.at(-1)!.searchParams.get('filter')!)).toEqual({ q: 'd1.tenant-29' }));
      await waitFor(() => expect(usernames()).toEqual(['tenant-29']));
    });

    it('pages through a search too broad for the server to count', async () => {
      serveTenants(many);
      server.use(
        http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList(many, new URL(request.url), { uncounted: true })),
      );
      await renderConsole('/tenants');
      await screen.findByText('tenant-01');
      expect(screen.queryByText(/of 30/)).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
      expect(await screen.findByText('tenant-30')).toBeInTheDocument();
    });

    it('shows the search and the state a link brings in their fields, and clears the search with its button', async () => {
      const fake = serveTenants([tenant(1, 'acme'), tenant(2, 'globex'), tenant(3, 'acme-labs', { enabled: false })]);
      await renderConsole(`/tenants?filter=${encodeURIComponent(JSON.stringify({ q: 'acme', state: 'disabled' }))}`);
      const search = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search username, domain or ID' });
      expect(search.value).toBe('acme');
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).selectedOptions[0]).toHaveTextContent('Disabled');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Clear value' }));
      expect(search.value).toBe('');
      await waitFor(() => expect(JSON.parse(fake.listCalls.at(-1)!.searchParams.get('filter')!)).toEqual({ state: 'disabled' }));
      expect(screen.queryByRole('button', { name: 'Clear value' })).not.toBeInTheDocument();
    });

    it('applies a state as it is chosen, and its empty choice lists every state but deleted again', async () => {
      const fake = serveTenants(many);
      await renderConsole('/tenants');
      await screen.findByText('tenant-01');
      const user = userEvent.setup();
      const status = screen.getByRole('combobox', { name: 'Status' });
      await user.selectOptions(status, 'Disabled');
      await waitFor(() => expect(JSON.parse(fake.listCalls.at(-1)!.searchParams.get('filter')!)).toEqual({ state: 'disabled' }));
      await waitFor(() => expect(screen.queryByText('tenant-01')).not.toBeInTheDocument());
      await user.selectOptions(status, '');
      // The first page without filters is still in the cache: it shows again at once.
      expect(await screen.findByText('tenant-01')).toBeInTheDocument();
      expect(status).toHaveValue('');
    });

    it('keeps each state chosen in its field while the list follows it, so quick arrow keys go on from there', async () => {
      const fake = serveTenants(many);
      await renderConsole('/tenants');
      await screen.findByText('tenant-01');
      const status = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
      // Two choices in a row before the address has followed the first, as a keyboard's arrow keys make them.
      fireEvent.change(status, { target: { value: 'active' } });
      expect(status).toHaveValue('active');
      fireEvent.change(status, { target: { value: 'disabled' } });
      expect(status).toHaveValue('disabled');
      await waitFor(() => expect(JSON.parse(fake.listCalls.at(-1)!.searchParams.get('filter')!)).toEqual({ state: 'disabled' }));
      await waitFor(() => expect(screen.queryByText('tenant-01')).not.toBeInTheDocument());
      expect(status).toHaveValue('disabled');
      // The page size too.
      const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page:' });
      fireEvent.change(size, { target: { value: '10' } });
      expect(size).toHaveValue('10');
    });

    it('selects a run of rows with a shift-click, then every tenant the list matches with "Select all"', async () => {
      serveTenants(many);
      await renderConsole('/tenants');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('checkbox', { name: 'Select tenant-02' }));
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('checkbox', { name: 'Select tenant-05' }));
      await user.keyboard('{/Shift}');
      expect(screen.getByText('4 items selected')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select tenant-04' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select tenant-06' })).not.toBeChecked();
      // Part of the page: the header's box says so, and checks the rest of the page.
      expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-indeterminate', 'true');
      await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
      expect(screen.getByText('25 items selected')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Select all' }));
      expect(await screen.findByText('30 items selected')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Unselect' }));
      expect(screen.getByRole('checkbox', { name: 'Select tenant-02' })).not.toBeChecked();
      // The toolbar folds away, out of reach of the keyboard and of screen readers.
      expect(screen.queryByRole('button', { name: 'Unselect' })).not.toBeInTheDocument();
    });

    it('shows as many rows as the page size chosen, and sorts by a column’s header, then the other way', async () => {
      const fake = serveTenants(many);
      await renderConsole('/tenants');
      await screen.findByText('tenant-01');
      const user = userEvent.setup();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '10');
      expect(await screen.findByText('1-10 of 30')).toBeInTheDocument();
      await waitFor(() => expect(usernames()).toHaveLength(10));
      await user.click(screen.getByRole('button', { name: 'Tenant name' }));
      await waitFor(() => expect(fake.listCalls.at(-1)!.searchParams.get('sort')).toBe('["username","ASC"]'));
      expect(screen.getByRole('columnheader', { name: 'Tenant name' })).toHaveAttribute('aria-sort', 'ascending');
      await user.click(screen.getByRole('button', { name: 'Tenant name' }));
      await waitFor(() => expect(fake.listCalls.at(-1)!.searchParams.get('sort')).toBe('["username","DESC"]'));
      await waitFor(() => expect(usernames()[0]).toBe('tenant-30'));
    });

    it('filters by status', async () => {
      const fake = serveTenants(many);
      await renderConsole('/tenants?filter=%7B%22enabled%22%3A%22false%22%7D');
      expect(await screen.findByText('tenant-05')).toBeInTheDocument();
      expect(screen.queryByText('tenant-01')).not.toBeInTheDocument();
      expect(screen.getByText('1-6 of 6')).toBeInTheDocument();
      expect(JSON.parse(fake.listCalls.at(-1)!.searchParams.get('filter')!)).toEqual({ enabled: false });
    });

    it.each([
      ['ASC', ['alpha', 'bravo', 'charlie']],
      ['DESC', ['charlie', 'bravo', 'alpha']],
    ])('sorts by username %s', async (order, expected) => {
      serveTenants([tenant(1, 'charlie'), tenant(2, 'alpha'), tenant(3, 'bravo')]);
      await renderConsole(`/tenants?sort=username&order=${order}`);
      await screen.findByText('charlie');
      await waitFor(() => expect(usernames()).toEqual(expected));
    });

    it('exports every tenant the filters match, not only the page on screen', async () => {
      serveTenants(many);
      const exported: string[] = [];
      server.use(
        http.get('*/v1/admin/tenant/export', ({ request }) => {
          exported.push(new URL(request.url).searchParams.get('filter') ?? '');
          return new HttpResponse('\uFEFFtenantId,username\n5,tenant-05\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
        }),
      );
      const saved: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
        saved.push(file as Blob);
        return 'blob:export';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        expect(this.download).toMatch(/^tenants-\d{4}-\d{2}-\d{2}\.csv$/);
      });
      await renderConsole('/tenants?filter=%7B%22enabled%22%3A%22false%22%7D');
      await screen.findByText('tenant-05');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
      expect(exported).toEqual(['{"enabled":false}']);
      expect(await new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.readAsText(saved[0]!);
      })).toContain('5,tenant-05');
    });

    it('says why when the export is refused', async () => {
      serveTenants(many);
      server.use(http.get('*/v1/admin/tenant/export', () => failure(503, 50301, 'The database is not answering; try again shortly')));
      await renderConsole('/tenants');
      await screen.findByText('tenant-01');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByText('The database is not answering; try again shortly')).toBeInTheDocument();
    });

    it('names each row’s checkbox after its tenant, names the select-all one, and has one h1', async () => {
      serveTenants(many.slice(0, 3));
      await renderConsole('/tenants', 'zh');
      expect(await screen.findByRole('checkbox', { name: '选择 tenant-02' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: '全选' })).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox').filter((box) => !box.getAttribute('aria-label'))).toEqual([]);
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['租户']);
    });

    it('says what a bulk enable changed, what already was so and what failed, naming each failure with its reason', async () => {
      const fake = serveTenants([tenant(2, 'alpha', { enabled: false }), tenant(3, 'bravo'), tenant(4, 'charlie', { enabled: false })]);
      server.use(
        http.put('*/v1/admin/tenant/:id/status', ({ params }) => {
          const id = Number(params['id']);
          fake.statusCalls.push(`${id}:true`);
          if (id === 4) return failure(503, 50301, '数据库暂时无法应答，请稍后再试');
          return ok({ ...fake.tenants.get(id)!, enabled: true });
        }),
      );
      await renderConsole('/tenants', 'zh');
      await screen.findByText('alpha');
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: '全选' }));
      const toolbar = screen.getByText('已选择 3 项').closest('div')!.parentElement!;
      await user.click(within(toolbar).getByRole('button', { name: '启用' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }));
      expect(await screen.findByText('已启用 1 个，1 个原已启用，1 个失败')).toBeInTheDocument();
      const failures = await screen.findByRole('dialog', { name: '1 个租户未能启用' });
      expect(within(failures).getByText('charlie')).toBeInTheDocument();
      expect(within(failures).getByText('数据库暂时无法应答，请稍后再试')).toBeInTheDocument();
      expect(within(failures).queryByText('alpha')).not.toBeInTheDocument();
      expect(fake.statusCalls.sort()).toEqual(['2:true', '3:true', '4:true']);
    });

    it('offers no Disable for the administrators’ own tenant, and says why', async () => {
      serveTenants([tenant(1, 'system'), tenant(2, 'alpha')]);
      await renderConsole('/tenants');
      await screen.findByText('alpha');
      expect(within(screen.getByText('alpha').closest('tr')!).getByRole('button', { name: 'Disable' })).toBeEnabled();
      const own = within(screen.getByText('system').closest('tr')!).getByRole('button', { name: 'Disable' });
      expect(own).toBeDisabled();
      await userEvent.setup().hover(own.parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('The administrators’ own tenant cannot be disabled');
    });

    it('disables several tenants at once after confirmation', async () => {
      const fake = serveTenants([tenant(1, 'alpha'), tenant(2, 'bravo'), tenant(3, 'charlie')]);
      await renderConsole('/tenants');
      await screen.findByText('alpha');
      const user = userEvent.setup();
      await user.click(within(screen.getByText('alpha').closest('tr')!).getByRole('checkbox'));
      await user.click(within(screen.getByText('bravo').closest('tr')!).getByRole('checkbox'));
      const toolbar = screen.getByText('2 items selected').closest('div')!.parentElement!;
      await user.click(within(toolbar).getByRole('button', { name: 'Disable' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Disable 2 tenants?');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('2 disabled, 0 already disabled, 0 failed')).toBeInTheDocument();
      expect(fake.statusCalls.sort()).toEqual(['1:false', '2:false']);
    });
  });

  describe('phones', () => {
    onPhonesInEachTest();

    it('lists tenants one per line, with no table wider than the screen, each opening its page', async () => {
      serveTenants(many);
      await renderConsole('/tenants');
      const first = await screen.findByText('tenant-01');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const line = first.closest('a')!;
      expect(line).toHaveAttribute('href', '/tenants/1/show');
      expect(line).toHaveTextContent('Enabled · 1 domain');
    });
  });

  describe('show', () => {
    it('shows every field and the domains', async () => {
      serveTenants([
        tenant(7, 'acme', { remark: 'Key account', domains: [{ domainId: 1, name: 'shop.acme.example.com', verified: false }] }),
      ]);
      await renderConsole('/tenants/7/show');
      expect(await screen.findByText('shop.acme.example.com')).toBeInTheDocument();
      expect(screen.getByText('Key account')).toBeInTheDocument();
      expect(screen.getByText('Enabled')).toBeInTheDocument();
      expect(screen.getAllByText('acme').length).toBeGreaterThan(0);
    });

    it('disables the tenant after confirmation and says so', async () => {
      const fake = serveTenants([tenant(7, 'acme')]);
      await renderConsole('/tenants/7/show');
      await screen.findByText('Enabled');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Disable tenant "acme"?');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Tenant "acme" disabled')).toBeInTheDocument();
      expect(fake.statusCalls).toEqual(['7:false']);
      expect(await screen.findByText('Disabled')).toBeInTheDocument();
    });

    it('changes nothing when the confirmation is cancelled', async () => {
      const fake = serveTenants([tenant(7, 'acme', { enabled: false })]);
      await renderConsole('/tenants/7/show');
      await screen.findByText('Disabled');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Enable' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(fake.statusCalls).toEqual([]);
    });

    it('shows the server’s refusal in a toast when a status change fails', async () => {
      serveTenants([tenant(7, 'acme')]);
      server.use(
        http.put('*/v1/admin/tenant/:id/status', () =>
          failure(409, 40902, 'You cannot disable the tenant you belong to'),
        ),
      );
      await renderConsole('/tenants/7/show');
      await screen.findByText('Enabled');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('You cannot disable the tenant you belong to')).toBeInTheDocument();
    });
  });

  describe('edit', () => {
    it('saves username, remark and domains, sending only what changed', async () => {
      const { fake, user } = await openAcmeEdit();
      const username = await screen.findByLabelText(/Tenant name/);
      await waitFor(() => expect(username).toHaveValue('acme'));
      await user.clear(username);
      await user.type(username, 'acme-corp');
      await user.type(screen.getByLabelText('Remark'), 'Key account');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const domains = screen.getAllByLabelText(/^Domain/);
      await user.type(domains[domains.length - 1]!, 'b.acme.example.com');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fake.updates).toHaveLength(1));
      expect(fake.updates[0]).toEqual({
        username: 'acme-corp',
        remark: 'Key account',
        domains: ['a.acme.example.com', 'b.acme.example.com'],
      });
      expect(await screen.findByText('Tenant saved')).toBeInTheDocument();
    });

    it('refuses a bad username and domain at the field, without calling the server', async () => {
      const { fake, user } = await openAcmeEdit();
      const username = await screen.findByLabelText(/Tenant name/);
      await waitFor(() => expect(username).toHaveValue('acme'));
      await user.clear(username);
      await user.type(username, 'has spaces');
      const [domain] = screen.getAllByLabelText(/^Domain/);
      await user.clear(domain!);
      await user.type(domain!, 'not a domain');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/Use 2–64 letters/)).toBeInTheDocument();
      expect(screen.getByText(/Not a valid domain name/)).toBeInTheDocument();
      expect(fake.updates).toEqual([]);
    });

    it('refuses a domain listed twice', async () => {
      const { fake, user } = await openAcmeEdit();
      await waitFor(() => expect(screen.getAllByLabelText(/^Domain/)[0]).toHaveValue('a.acme.example.com'));
      await addSecondDomain(user, 'A.acme.example.com');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findAllByText('This domain is listed more than once')).length).toBeGreaterThan(0);
      expect(fake.updates).toEqual([]);
    });

    it('lets a keyboard user reach each domain’s Remove, see it, and remove that domain only', async () => {
      const fake = serveTenants([
        tenant(7, 'acme', {
          domains: [
            { domainId: 1, name: 'a.acme.example.com', verified: false },
            { domainId: 2, name: 'b.acme.example.com', verified: false },
          ],
        }),
      ]);
      await renderConsole('/tenants/7');
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getAllByLabelText(/^Domain/)[0]).toHaveValue('a.acme.example.com'));
      screen.getAllByLabelText(/^Domain/)[0]!.focus();
      await user.tab();
      const remove = screen.getAllByRole('button', { name: 'Remove' })[0]!;
      expect(remove).toHaveFocus();
      expect(remove).toBeVisible();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getAllByLabelText(/^Domain/)).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fake.updates).toEqual([{ domains: ['b.acme.example.com'] }]));
    });

    it('shows the server’s conflict at the domain it concerns', async () => {
      const { user } = await openAcmeEdit();
      await waitFor(() => expect(screen.getAllByLabelText(/^Domain/)[0]).toHaveValue('a.acme.example.com'));
      await addSecondDomain(user, 'taken.example.com');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const message = await screen.findByText("'taken.example.com' is verified by another tenant");
      const field = screen.getAllByLabelText(/^Domain/)[1]!;
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(message.id).toBe(field.getAttribute('aria-describedby'));
    });

    it('says a refused domain once, at its input, in the user’s language, with no toast naming the field path', async () => {
      serveTenants([tenant(7, 'acme', { domains: [{ domainId: 1, name: 'a.acme.example.com', verified: false }] })]);
      server.use(
        http.put('*/v1/admin/tenant/:id', () => failure(409, 40901, "domains[0]：'a.acme.example.com' 已由其他租户验证", 'domains[0]')),
      );
      await renderConsole('/tenants/7', 'zh');
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getAllByLabelText(/^域名/)[0]).toHaveValue('a.acme.example.com'));
      await user.type(screen.getByLabelText('备注'), '大客户');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText("'a.acme.example.com' 已由其他租户验证")).toBeInTheDocument();
      // The shared error handler runs with the same refusal as the form: had it raised a toast, it is drawn by now.
      await waitFor(() => expect(screen.getAllByLabelText(/^域名/)[0]).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.queryByText(/domains\[0\]/)).not.toBeInTheDocument();
      expect(screen.getAllByText(/已由其他租户验证/)).toHaveLength(1);
    });

    it('still says over the page a refusal about a field the form does not have', async () => {
      serveTenants([tenant(7, 'acme')]);
      server.use(http.put('*/v1/admin/tenant/:id', () => failure(400, 40001, 'body: must be an object', 'body')));
      await renderConsole('/tenants/7');
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getByLabelText(/Tenant name/)).toHaveValue('acme'));
      await user.type(screen.getByLabelText('Remark'), 'Key account');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('body: must be an object')).toBeInTheDocument();
    });
  });
});

function usernames(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
}
