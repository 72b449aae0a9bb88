import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DomainAdd, DomainProof, User } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { admin, failure, ok, signIn, tenant, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const owner = user(5, 'acme-owner', { tenantId: 2, role: 'owner' });
const member = user(6, 'acme-member', { tenantId: 2, role: 'member' });
/** The owner as `/v1/auth/me` answers: with their tenant's name, which they cannot read elsewhere. */
const ownerMe = { ...owner, tenantName: 'acme' };
const TARGET = 'tc-5e0c2a9b71d4f836.verify.console.example.com';
// The dates below are at noon UTC: the day shown is the same in any time zone the tests run in.

function proof(domainId: number, name: string, overrides: Partial<DomainProof> = {}): DomainProof {
  return {
    domainId,
    name,
    state: 'pending',
    reason: null,
    found: [],
    checkedAt: null,
    verifiedAt: null,
    txtRecord: { name: `_tenant-console.${name}`, value: `tc-${String(domainId).padStart(32, '0')}` },
    cnameRecord: null,
    ...overrides,
  };
}

/** The server's domain calls over proofs in memory; `check` says what a check finds, and when it answers. */
function serveDomains(
  me: User & { tenantName?: string },
  initial: DomainProof[],
  check: (before: DomainProof) => Promise<{ proof: DomainProof; message: string }> | Response = (before) =>
    Promise.resolve({ proof: before, message: 'checked' }),
) {
  const proofs = new Map(initial.map((each) => [each.name, each]));
  const calls = { list: 0, checks: [] as string[], tenantHeaders: [] as (string | null)[], adds: [] as string[], removals: [] as string[] };
  server.use(
    http.post('*/v1/domains', async ({ request }) => {
      const { name } = (await request.json()) as DomainAdd;
      calls.adds.push(name);
      const stored = name.toLowerCase();
      // Other tenants' claims of a name are never a refusal: only this tenant's own is.
      if (proofs.has(stored)) return failure(409, 40930, `The domain '${stored}' is a domain of this tenant already`, 'name');
      const added = proof(100 + proofs.size, stored);
      proofs.set(stored, added);
      return Response.json({ code: 0, message: 'created', data: added }, { status: 201 });
    }),
    http.delete('*/v1/domains/:name', ({ params }) => {
      const name = String(params['name']);
      calls.removals.push(name);
      if (!proofs.delete(name)) return failure(404, 40405, `'${name}' is not a domain of this tenant`, 'name');
      return new Response(null, { status: 204 });
    }),
    http.get('*/v1/auth/me', () => ok(me)),
    http.get('*/v1/admin/tenant/:id', ({ params }) => ok(tenant(Number(params['id']), Number(params['id']) === 2 ? 'acme' : 'system'))),
    http.get('*/v1/domains', ({ request }) => {
      calls.list += 1;
      calls.tenantHeaders.push(request.headers.get('X-Tenant-Id'));
      return me.role === 'member' && !me.isAdmin ? failure(403, 40303, 'Your role does not allow this') : ok([...proofs.values()]);
    }),
    http.post('*/v1/domains/:name/verification', async ({ params }) => {
      const name = String(params['name']);
      calls.checks.push(name);
      const before = proofs.get(name);
      if (!before) return failure(404, 40405, `'${name}' is not a domain of this tenant`, 'name');
      const answer = check(before);
      if (answer instanceof Response) return answer;
      const { proof: after, message } = await answer;
      proofs.set(name, after);
      return Response.json({ code: 0, message, data: after });
    }),
  );
  return calls;
}

function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('the domain ownership page', () => {
  it('lists the tenant’s domains with the TXT record to create, each part with a copy button', async () => {
    signIn(owner);
    serveDomains(owner, [proof(1, 'shop.acme.example.com'), proof(2, 'www.acme.example.com', { state: 'verified', checkedAt: '2026-03-01T12:00:00.000Z', verifiedAt: '2026-03-01T12:00:00.000Z' })]);
    await renderConsole('/settings/cname');
    expect(await screen.findByRole('heading', { level: 1, name: 'Domain ownership' })).toBeInTheDocument();
    expect(screen.getByText(/create the TXT record shown, then press Verify now/)).toBeInTheDocument();

    const shop = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    expect(within(shop).getByText('Not verified')).toBeInTheDocument();
    expect(within(shop).getByText('Not checked yet')).toBeInTheDocument();
    expect(within(shop).getByText('Create this TXT record:')).toBeInTheDocument();
    expect(within(shop).getByText('_tenant-console.shop.acme.example.com')).toBeInTheDocument();
    expect(within(shop).getByText('tc-00000000000000000000000000000001')).toBeInTheDocument();
    expect(within(shop).getByRole('button', { name: 'Verify now' })).toBeEnabled();

    const www = card('www.acme.example.com');
    expect(within(www).getByText('Verified')).toBeInTheDocument();
    expect(within(www).getByText(/^Last checked:/)).toHaveTextContent(/Last checked: 3\/1\/2026/);

    const person = userEvent.setup();
    await person.click(within(shop).getByRole('button', { name: 'Copy tc-00000000000000000000000000000001' }));
    expect(await screen.findByText('Copied: tc-00000000000000000000000000000001')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('tc-00000000000000000000000000000001');
    await person.click(within(shop).getByRole('button', { name: 'Copy _tenant-console.shop.acme.example.com' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('_tenant-console.shop.acme.example.com');
  });

  it('checks a domain now: progress on its button, then the server’s words and the new state', async () => {
    signIn(owner);
    let answer: (value: { proof: DomainProof; message: string }) => void = () => undefined;
    const calls = serveDomains(owner, [proof(1, 'shop.acme.example.com'), proof(2, 'www.acme.example.com')], () => new Promise((resolve) => (answer = resolve)));
    await renderConsole('/settings/cname');
    const shop = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    await userEvent.setup().click(within(shop).getByRole('button', { name: 'Verify now' }));

    expect(await within(shop).findByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(within(card('www.acme.example.com')).getByRole('button', { name: 'Verify now' })).toBeEnabled();
    const checkedAt = '2026-03-02T12:00:00.000Z';
    answer({
      proof: proof(1, 'shop.acme.example.com', { state: 'verified', checkedAt, verifiedAt: checkedAt }),
      message: 'Verified: _tenant-console.shop.acme.example.com holds the expected value',
    });

    expect(await within(shop).findByText('Verified: _tenant-console.shop.acme.example.com holds the expected value')).toBeInTheDocument();
    expect(within(shop).getByText('Verified')).toBeInTheDocument();
    expect(within(shop).getByText(/^Last checked:/)).toHaveTextContent('3/2/2026');
    expect(within(shop).getByRole('button', { name: 'Verify now' })).toBeEnabled();
    expect(calls.checks).toEqual(['shop.acme.example.com']);
  });

  it('shows a failed check’s words from the server, and the tenant acted in', async () => {
    signIn(admin);
    localStorage.setItem(StorageKey.currentTenantId, '2');
    const calls = serveDomains(admin, [proof(1, 'shop.acme.example.com')], (before) =>
      Promise.resolve({
        proof: { ...before, state: 'failed', reason: 'noTxtRecord', checkedAt: '2026-03-02T12:00:00.000Z' },
        message: 'There is no TXT record at _tenant-console.shop.acme.example.com; create it with the value shown, then verify again',
      }),
    );
    await renderConsole('/settings/cname');
    expect(await screen.findByRole('heading', { level: 1, name: 'Domain ownership of acme' })).toBeInTheDocument();
    const shop = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    await userEvent.setup().click(within(shop).getByRole('button', { name: 'Verify now' }));
    expect(await within(shop).findByText(/^There is no TXT record at .*; create it with the value shown/)).toBeInTheDocument();
    expect(within(shop).getByText('Failed')).toBeInTheDocument();
    // The server's sentence, not the console's own one as well.
    expect(within(shop).queryByText(/^There is no TXT record at .*\. Create it/)).not.toBeInTheDocument();
    expect(calls.tenantHeaders).toContain('2');
  });

  it('sends a refused check to the error funnel, and the domain stays as it was', async () => {
    signIn(owner);
    serveDomains(owner, [proof(1, 'shop.acme.example.com')], () => failure(429, 42900, 'Too many attempts; try again in a minute'));
    await renderConsole('/settings/cname');
    const shop = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    await userEvent.setup().click(within(shop).getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('Too many attempts; try again in a minute')).toBeInTheDocument();
    expect(within(shop).getByText('Not verified')).toBeInTheDocument();
    expect(within(shop).getByRole('button', { name: 'Verify now' })).toBeEnabled();
  });

  it('explains a failed state in Chinese after a reload, with what was found', async () => {
    signIn(owner);
    serveDomains(owner, [
      proof(1, 'shop.acme.example.com', { state: 'failed', reason: 'txtMismatch', found: ['abc', 'tc-old'], checkedAt: '2026-03-02T12:00:00.000Z' }),
      proof(2, 'gone.acme.example.com', { state: 'failed', reason: 'nxdomain', checkedAt: '2026-03-02T12:00:00.000Z' }),
      proof(3, 'slow.acme.example.com', { state: 'failed', reason: 'resolverFailed', found: ['ESERVFAIL'], checkedAt: '2026-03-02T12:00:00.000Z' }),
    ]);
    await renderConsole('/settings/cname', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '域名所有权' })).toBeInTheDocument();
    const shop = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    expect(within(shop).getByText('验证失败')).toBeInTheDocument();
    expect(within(shop).getByText('_tenant-console.shop.acme.example.com 的值是 "abc"、"tc-old"，不是预期的值。请改为所示的值。')).toBeInTheDocument();
    expect(within(shop).getByText(/^上次检查：/)).toHaveTextContent('2026/3/2');
    expect(within(shop).getByRole('button', { name: '立即验证' })).toBeInTheDocument();
    expect(within(shop).getByRole('button', { name: '复制 _tenant-console.shop.acme.example.com' })).toBeInTheDocument();
    expect(within(card('gone.acme.example.com')).getByText('DNS 中不存在 gone.acme.example.com。请检查拼写，或先在 DNS 服务商处创建该域名。')).toBeInTheDocument();
    expect(within(card('slow.acme.example.com')).getByText('DNS 解析器返回错误（ESERVFAIL）。请稍后再试。')).toBeInTheDocument();
  });

  it('tells an owner whose verified domain another tenant proved since: not verified, when, and what to do', async () => {
    signIn(owner);
    const movedAt = '2026-03-02T12:00:00.000Z';
    serveDomains(owner, [
      proof(1, 'shop.acme.example.com', { state: 'pending', checkedAt: '2026-03-01T12:00:00.000Z', provedElsewhereAt: movedAt }),
      proof(2, 'www.acme.example.com', { state: 'pending', provedElsewhereAt: null }),
    ]);
    const english = await renderConsole('/settings/cname');
    const shop = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    expect(within(shop).getByText('Not verified')).toBeInTheDocument();
    expect(within(shop).getByRole('alert')).toHaveTextContent(
      /^Another tenant proved shop\.acme\.example\.com on 3\/2\/2026.*, so this tenant’s verification of it ended\. If the domain is this tenant’s, check its DNS records, then verify again\.$/,
    );
    expect(within(card('www.acme.example.com')).queryByRole('alert')).not.toBeInTheDocument();
    english.unmount();

    await renderConsole('/settings/cname', 'zh');
    const inChinese = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    expect(within(inChinese).getByText('未验证')).toBeInTheDocument();
    expect(within(inChinese).getByRole('alert')).toHaveTextContent(/^其他租户于 2026\/3\/2.* 证明了 shop\.acme\.example\.com 的所有权，此租户对它的验证随之失效。/);
  });

  it('offers the CNAME instead only when the server does', async () => {
    signIn(owner);
    const cnameRecord = { name: 'shop.acme.example.com', target: TARGET };
    serveDomains(owner, [proof(1, 'shop.acme.example.com', { cnameRecord })]);
    const first = await renderConsole('/settings/cname');
    const shop = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    expect(within(shop).getByText('Create this TXT record, or the CNAME instead:')).toBeInTheDocument();
    expect(within(shop).getByRole('row', { name: /^CNAME/ })).toHaveTextContent(`shop.acme.example.com${TARGET}`);
    expect(within(shop).getByRole('button', { name: `Copy ${TARGET}` })).toBeInTheDocument();
    expect(screen.getByText(/create the TXT record shown, or make the domain a CNAME of the target shown, then press Verify now/)).toBeInTheDocument();
    first.unmount();

    serveDomains(owner, [proof(1, 'shop.acme.example.com')]);
    await renderConsole('/settings/cname');
    const plain = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    expect(within(plain).getByText('Create this TXT record:')).toBeInTheDocument();
    expect(within(plain).queryByText(/CNAME/)).not.toBeInTheDocument();
    expect(screen.queryByText(/CNAME of the target shown/)).not.toBeInTheDocument();
  });

  it('tells a member who may prove domains, without asking the server', async () => {
    signIn(member);
    const calls = serveDomains(member, [proof(1, 'shop.acme.example.com')]);
    await renderConsole('/settings/cname');
    expect(await screen.findByText('Only owners and administrators')).toBeInTheDocument();
    expect(screen.getByText(/Only the tenant’s owners and the console’s administrators can see and verify its domains/)).toBeInTheDocument();
    expect(calls.list).toBe(0);
    expect(screen.queryByRole('region', { name: 'shop.acme.example.com' })).not.toBeInTheDocument();
  });

  it('says the same, and raises no error, when the server refuses a role the console took for an owner', async () => {
    signIn(owner);
    serveDomains(owner, []);
    server.use(http.get('*/v1/domains', () => failure(403, 40303, 'Your role does not allow this')));
    await renderConsole('/settings/cname', 'zh');
    expect(await screen.findByText('仅限所有者和管理员')).toBeInTheDocument();
    expect(screen.queryByText('Your role does not allow this')).not.toBeInTheDocument();
  });

  it('says when the tenant has no domains, and leads an administrator to the tenant’s page', async () => {
    signIn(admin);
    localStorage.setItem(StorageKey.currentTenantId, '2');
    serveDomains(admin, []);
    await renderConsole('/settings/cname');
    expect(await screen.findByText('This tenant has no domains yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the tenant' })).toHaveAttribute('href', '/tenants/2');
  });

  it('says so to an owner without a link they could not follow', async () => {
    signIn(owner);
    serveDomains(owner, []);
    await renderConsole('/settings/cname', 'zh');
    expect(await screen.findByText('此租户还没有域名')).toBeInTheDocument();
    expect(screen.getByText('请在上方添加域名，再在这里通过 DNS 记录验证。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '编辑租户' })).not.toBeInTheDocument();
  });

  it('is reached from the settings page', async () => {
    signIn(owner);
    serveDomains(owner, [proof(1, 'shop.acme.example.com')]);
    await renderConsole('/settings');
    await userEvent.setup().click(await screen.findByRole('link', { name: /Domain ownership/ }));
    expect(await screen.findByRole('region', { name: 'shop.acme.example.com' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/settings/cname'));
  });
});

describe('owners add and remove their domains', () => {
  it('adds a domain: it appears as not verified with the TXT record to create, and the field empties', async () => {
    signIn(owner);
    const calls = serveDomains(ownerMe, [proof(1, 'shop.acme.example.com')]);
    await renderConsole('/settings/cname');
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: 'Domain' }), ' Blog.Acme.example.com ');
    await person.click(screen.getByRole('button', { name: 'Add domain' }));

    const added = await screen.findByRole('region', { name: 'blog.acme.example.com' });
    expect(within(added).getByText('Not verified')).toBeInTheDocument();
    expect(within(added).getByText('_tenant-console.blog.acme.example.com')).toBeInTheDocument();
    expect(calls.adds).toEqual(['Blog.Acme.example.com']);
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('');
    expect(await screen.findByText('Added blog.acme.example.com. Create its TXT record, then verify it.')).toBeInTheDocument();
  });

  it('says at the field that the tenant has the domain already, in the user’s language, and adds nothing', async () => {
    signIn(owner);
    const calls = serveDomains(ownerMe, [proof(1, 'shop.acme.example.com')]);
    await renderConsole('/settings/cname', 'zh');
    const person = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: '域名' });
    await person.type(field, 'SHOP.acme.example.com');
    await person.click(screen.getByRole('button', { name: '添加域名' }));
    expect(await screen.findByText('SHOP.acme.example.com 已是此租户的域名')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('SHOP.acme.example.com 已是此租户的域名');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.adds).toEqual(['SHOP.acme.example.com']);
    expect(screen.getAllByRole('region', { name: 'shop.acme.example.com' })).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in English too', async () => {
    signIn(owner);
    serveDomains(ownerMe, [proof(1, 'shop.acme.example.com')]);
    await renderConsole('/settings/cname');
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: 'Domain' }), 'SHOP.acme.example.com');
    await person.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('SHOP.acme.example.com is a domain of this tenant already')).toBeInTheDocument();
  });

  it('refuses a malformed name at the field without asking the server', async () => {
    signIn(owner);
    const calls = serveDomains(ownerMe, []);
    await renderConsole('/settings/cname');
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: 'Domain' }), 'not a domain');
    await person.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('not a domain is not a domain name. Enter one like shop.example.com')).toBeInTheDocument();
    expect(calls.adds).toEqual([]);
  });

  it('removes a domain after a confirmation naming the domain and the tenant, and saying its proof is forgotten', async () => {
    signIn(owner);
    const calls = serveDomains(ownerMe, [proof(1, 'shop.acme.example.com'), proof(2, 'www.acme.example.com')]);
    await renderConsole('/settings/cname');
    const person = userEvent.setup();
    const shop = await screen.findByRole('region', { name: 'shop.acme.example.com' });
    await person.click(within(shop).getByRole('button', { name: 'Remove' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove shop.acme.example.com from acme?' });
    expect(dialog).toHaveTextContent(/shop\.acme\.example\.com will no longer be a domain of acme, and its proof of ownership is forgotten/);
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.removals).toEqual([]);

    await person.click(within(card('shop.acme.example.com')).getByRole('button', { name: 'Remove' }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'shop.acme.example.com' })).not.toBeInTheDocument());
    expect(card('www.acme.example.com')).toBeInTheDocument();
    expect(calls.removals).toEqual(['shop.acme.example.com']);
    expect(await screen.findByText('Removed shop.acme.example.com from acme')).toBeInTheDocument();
  });

  it('shows a member neither the field nor a remove button', async () => {
    signIn(member);
    serveDomains(member, [proof(1, 'shop.acme.example.com')]);
    await renderConsole('/settings/cname');
    expect(await screen.findByText('Only owners and administrators')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
