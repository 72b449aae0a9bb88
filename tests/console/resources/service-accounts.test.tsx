import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceAccountCreate, User } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { admin, failure, ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { serveUsers } from '../user-server';

const alice = user(11, 'alice', { role: 'owner', displayName: 'Alice Liddell', email: 'alice@example.com', twoFactorEnabled: true });
const ciBot = user(40, 'ci-bot', { kind: 'service', description: 'Deploys acme from CI', displayName: '' });

function row(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr')!;
}

/** The users of acme, a service account among them; making one adds it, and its (empty) token list answers. */
function serveAccounts(initial: User[] = [alice, ciBot], options: { refuse?: () => Response } = {}) {
  const fake = serveUsers(initial);
  const creates: ServiceAccountCreate[] = [];
  const tokenLists: number[] = [];
  server.use(
    http.get('*/v1/users', ({ request }) => {
      const url = new URL(request.url);
      fake.calls.list.push(url);
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { kind?: string };
      const rows = [...fake.users.values()].filter((one) => filter.kind === undefined || (one.kind ?? 'person') === filter.kind);
      return HttpResponse.json({ code: 0, message: 'ok', data: rows }, { headers: { 'Content-Range': `users 0-${rows.length - 1}/${rows.length}` } });
    }),
    http.post('*/v1/service-accounts', async ({ request }) => {
      const body = (await request.json()) as ServiceAccountCreate;
      creates.push(body);
      if (options.refuse) return options.refuse();
      const made = user(41, body.username, { kind: 'service', description: body.description ?? '', role: body.role, enabled: body.enabled ?? true });
      fake.users.set(41, made);
      return HttpResponse.json({ code: 0, message: 'ok', data: made }, { status: 201 });
    }),
    http.get('*/v1/users/:id/api-tokens', ({ params }) => {
      tokenLists.push(Number(params['id']));
      return ok([]);
    }),
  );
  return { ...fake, creates, tokenLists };
}

describe('service accounts', () => {
  beforeEach(() => {
    toast.dismiss();
    signIn();
    // The administrator acts in tenant 2, "acme", as the tenant switcher left it.
    localStorage.setItem(StorageKey.currentTenantId, '2');
  });

  it('marks a service account in the list, and filters the list by kind on the server', async () => {
    const fake = serveAccounts();
    await renderConsole('/users');
    await screen.findByRole('link', { name: 'ci-bot' });
    expect(within(row('ci-bot')).getByText('Service account')).toBeInTheDocument();
    expect(within(row('alice')).queryByText('Service account')).not.toBeInTheDocument();

    const person = userEvent.setup();
    await person.click(screen.getByRole('combobox', { name: 'Kind' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All', 'People', 'Service accounts']);
    await person.click(screen.getByRole('option', { name: 'Service accounts' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'alice' })).not.toBeInTheDocument());
    expect(JSON.parse(fake.calls.list.at(-1)!.searchParams.get('filter')!)).toEqual({ kind: 'service' });
    expect(screen.getByRole('link', { name: 'ci-bot' })).toBeInTheDocument();
  }, 90_000);

  it('is in Chinese when Chinese is chosen', async () => {
    serveAccounts();
    await renderConsole('/users', 'zh');
    await screen.findByRole('link', { name: 'ci-bot' });
    expect(within(row('ci-bot')).getByText('服务账号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建服务账号' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '类型' })).toBeInTheDocument();
  });

  it('makes a service account from the list and opens its page, its tokens there', async () => {
    const fake = serveAccounts();
    await renderConsole('/users');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'New service account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service account in acme' });
    // Administrator rights are granted in the system tenant only.
    expect(within(dialog).queryByRole('switch', { name: 'Administrator' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/password/i)).not.toBeInTheDocument();
    await person.click(within(dialog).getByRole('textbox', { name: /^Username/ }));
    await person.paste('backup-bot');
    await person.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await person.paste('  Nightly backups  ');
    await person.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await person.click(await screen.findByRole('option', { name: 'Owner' }));
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(window.location.pathname).toBe('/users/41/show'));
    expect(fake.creates).toEqual([{ username: 'backup-bot', description: 'Nightly backups', role: 'owner', enabled: true }]);
    expect(await screen.findByText('Service account "backup-bot" created')).toBeInTheDocument();
    expect(await screen.findByText('Nightly backups')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'API tokens' })).toBeInTheDocument();
    await waitFor(() => expect(fake.tokenLists).toContain(41));
  }, 90_000);

  it('offers administrator rights to an administrator acting in the system tenant', async () => {
    localStorage.setItem(StorageKey.currentTenantId, String(admin.tenantId));
    const fake = serveAccounts([ciBot]);
    await renderConsole('/users');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'New service account' }));
    const dialog = await screen.findByRole('dialog');
    await person.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'ops-bot');
    await person.click(within(dialog).getByRole('switch', { name: /Administrator/ }));
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fake.creates).toHaveLength(1));
    expect(fake.creates[0]).toEqual({ username: 'ops-bot', role: 'member', isAdmin: true, enabled: true });
  });

  it('shows the server’s refusal at the username it concerns, and stays', async () => {
    const fake = serveAccounts([alice, ciBot], { refuse: () => failure(409, 40901, "username: 'ci-bot' is taken", 'username') });
    await renderConsole('/users');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'New service account' }));
    const dialog = await screen.findByRole('dialog');
    await person.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'ci-bot');
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText("'ci-bot' is taken")).toBeInTheDocument();
    expect(fake.creates).toHaveLength(1);
    expect(window.location.pathname).toBe('/users');
  });

  it('shows a service account’s description and kind, its tokens, and no password or two-factor actions', async () => {
    const fake = serveAccounts([alice, { ...ciBot, twoFactorEnabled: true }]);
    await renderConsole('/users/40/show');
    expect(await screen.findByText('Deploys acme from CI')).toBeInTheDocument();
    expect(screen.getByText('Service account')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'API tokens' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument();
    expect(screen.queryByText('Two-factor sign-in')).not.toBeInTheDocument();
    expect(fake.tokenLists).toContain(40);
  });

  it('edits what a service account is for, and offers no email for it', async () => {
    const fake = serveAccounts();
    await renderConsole('/users/40');
    const person = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Deploys acme from CI');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await person.clear(description);
    await person.paste('Deploys acme and globex');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.updates).toEqual([{ id: 40, body: { description: 'Deploys acme and globex' } }]));
  });

  it('shows another person’s page with its password reset and without their tokens', async () => {
    const fake = serveAccounts();
    await renderConsole('/users/11/show');
    expect(await screen.findByText('Alice Liddell')).toBeInTheDocument();
    expect(screen.getByText('Person')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(fake.tokenLists).toEqual([]);
  });
});
