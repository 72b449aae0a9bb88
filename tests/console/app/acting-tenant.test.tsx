import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../src/generated/model';
import { tenantColour } from '../../../src/components/tenant-colour';
import { StorageKey } from '../../../src/lib/storage-keys';
import { failure, ok, signIn, tenant, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { answerTenantList } from '../tenant-pages';
import { serveUsers } from '../user-server';
import { endpoint, serveWebhooks } from '../webhook-server';

const tenants: Tenant[] = [tenant(1, 'system'), tenant(2, 'acme'), tenant(4, 'initech'), tenant(5, 'globex', { enabled: false })];

function serveTenants() {
  const calls = { reads: [] as string[] };
  server.use(
    http.get('*/v1/admin/tenant', ({ request }) => {
      const url = new URL(request.url);
      return url.search === '' ? ok(tenants.map(({ tenantId, username, enabled }) => ({ tenantId, username, enabled }))) : answerTenantList(tenants, url);
    }),
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList(tenants, new URL(request.url))),
    http.get('*/v1/admin/tenant/:id', ({ params }) => {
      calls.reads.push(String(params['id']));
      const found = tenants.find((t) => String(t.tenantId) === params['id']);
      return found ? ok(found) : failure(404, 40401, 'No such tenant');
    }),
  );
  return calls;
}

const switcher = (name: string) => screen.findByRole('button', { name: `Switch tenant: ${name}` });

describe('the acting tenant in the app bar', () => {
  beforeEach(() => signIn());

  it("is shown in the tenant's own colour while an administrator acts in another tenant than their own", async () => {
    serveTenants();
    localStorage.setItem(StorageKey.currentTenantId, '4');
    await renderConsole('/');
    const button = await switcher('initech');
    expect(button).toHaveAttribute('aria-description', 'Acting in another tenant than your own');
    expect(button).toHaveStyle({ backgroundColor: tenantColour(4, 'light').background });
  });

  it('is plain while the administrator acts in their own tenant, and takes the colour on a switch', async () => {
    serveTenants();
    await renderConsole('/');
    const button = await switcher('system');
    expect(button).not.toHaveAttribute('aria-description');
    expect(button).not.toHaveStyle({ backgroundColor: tenantColour(1, 'light').background });
    const person = userEvent.setup();
    await person.keyboard('{Control>}k{/Control}');
    await person.type(await screen.findByRole('combobox', { name: 'Search pages, tenants and commands' }), 'acme');
    await person.click(await screen.findByRole('option', { name: 'Switch to acme #2' }));
    expect(await switcher('acme')).toHaveStyle({ backgroundColor: tenantColour(2, 'light').background });
  });

  it('gives each tenant a stable colour, readable in both themes', () => {
    expect(tenantColour(42, 'light')).toEqual(tenantColour(42, 'light'));
    expect(tenantColour(42, 'light').background).not.toBe(tenantColour(43, 'light').background);
    for (const id of [1, 2, 3, 7, 42, 1000, 99_999]) {
      for (const mode of ['light', 'dark'] as const) {
        const { background, text } = tenantColour(id, mode);
        expect(contrast(background, text), `${id} ${mode}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('a link naming the tenant to act in', () => {
  beforeEach(() => signIn());

  it("makes it the administrator's acting tenant, then leaves the address without it", async () => {
    const fake = serveUsers([user(11, 'alice')]);
    const calls = serveTenants();
    localStorage.setItem(StorageKey.currentTenantId, '2');
    await renderConsole('/users?tenant=4&page=1');
    expect(await screen.findByText('Switched to tenant: initech')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBe('4');
    await waitFor(() => expect(window.location.search).toBe('?page=1'));
    expect(window.location.pathname).toBe('/users');
    expect(await switcher('initech')).toBeInTheDocument();
    expect(calls.reads).toContain('4');
    // The page waited for the switch: it never asked for the previous tenant's users.
    await waitFor(() => expect(fake.calls.listTenants.length).toBeGreaterThan(0));
    expect(new Set(fake.calls.listTenants)).toEqual(new Set(['4']));
  });

  it('refuses a tenant that does not exist, in the language shown, and keeps the acting tenant', async () => {
    serveTenants();
    localStorage.setItem(StorageKey.currentTenantId, '2');
    await renderConsole('/?tenant=99', 'zh');
    expect(await screen.findByText('无法在链接中的租户中操作')).toBeInTheDocument();
    expect(screen.getByText('租户 #99 不存在')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBe('2');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('refuses a disabled tenant and what is not a tenant id', async () => {
    serveTenants();
    await renderConsole('/?tenant=5');
    expect(await screen.findByText('Tenant "globex" is disabled')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBeNull();
    window.history.pushState({}, '', '/tenants?tenant=acme');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('"acme" is not a tenant id')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBeNull();
  });

  it("refuses a member another tenant than their own, and accepts their own as it is", async () => {
    const member = user(31, 'mia');
    serveUsers([member], member);
    signIn(member);
    await renderConsole('/users?tenant=3');
    expect(await screen.findByText('You cannot act in tenant #3')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBeNull();
    await waitFor(() => expect(window.location.search).toBe(''));

    window.history.pushState({}, '', '/users?tenant=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getAllByText('You cannot act in tenant #3')).toHaveLength(1);
    expect(localStorage.getItem(StorageKey.currentTenantId)).toBeNull();
  });

  it("is what the tenant's page links its users and its log with", async () => {
    serveTenants();
    await renderConsole('/tenants/4/show');
    expect(await screen.findByRole('link', { name: 'Its users' })).toHaveAttribute('href', '/users?tenant=4');
    expect(screen.getByRole('link', { name: 'Its audit log' })).toHaveAttribute('href', '/logs?tenant=4');
  });
});

describe('confirmations that change a tenant’s data', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '2');
  });

  it('name the tenant a user is deleted from', async () => {
    serveUsers([user(12, 'bob')]);
    await renderConsole('/users/12');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('The user is deleted from tenant "acme".'));
  });

  it('name the tenant, in Chinese too, whose webhook endpoint is deleted', async () => {
    serveWebhooks([endpoint(1, 'https://billing.example.com/hooks')]);
    await renderConsole('/webhooks/1/show', 'zh');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(/租户“acme”将不再向它发送事件/)).toBeInTheDocument());
  });

  it("name an owner's own tenant", async () => {
    const owner = user(21, 'olga', { role: 'owner' });
    server.use(http.get('*/v1/auth/me', () => ok({ ...owner, tenantName: 'acme' })));
    serveUsers([owner, user(12, 'bob')], { ...owner, tenantName: 'acme' } as typeof owner);
    signIn(owner);
    localStorage.removeItem(StorageKey.currentTenantId);
    await renderConsole('/users/12');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('The user is deleted from tenant "acme".'));
  });
});

/** WCAG's contrast ratio of two CSS colours as `tenantColour` writes them (hsl or hex). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = rgb(colour).map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function rgb(colour: string): [number, number, number] {
  if (colour.startsWith('#')) return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
  const [h, s, l] = (colour.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  const k = (n: number) => (n + h / 30) % 12;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => l / 100 - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

