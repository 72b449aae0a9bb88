import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EffectivePolicy, TenantPolicy, TenantPolicySettings, User } from '../../../src/generated/model';
import { failure, ok, signIn, tenant, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const owner = user(5, 'acme-owner', { tenantId: 2, role: 'owner' });
const member = user(6, 'acme-member', { tenantId: 2, role: 'member' });
const OFFICE = '203.0.113.7';
const UNSET = { sessionLifetimeHours: null, idleTimeoutMinutes: null, twoFactorRequiredFor: null, twoFactorGraceDays: null };
const INSTANCE = { ipAllowlist: null, passwordMinLength: 12, sessionLifetimeHours: null, idleTimeoutMinutes: null, twoFactorRequiredFor: null, twoFactorGraceDays: 7 };

/** The server's policy calls over one tenant's settings in memory, the caller at `OFFICE`. */
function servePolicy(me: User, initial: TenantPolicySettings = { ipAllowlist: null, passwordMinLength: null, ...UNSET }, instance: EffectivePolicy = INSTANCE) {
  let settings = initial;
  const calls = { reads: 0, checks: [] as TenantPolicySettings[], saves: [] as TenantPolicySettings[] };
  const view = (): TenantPolicy => ({
    instance,
    tenant: settings,
    effective: {
      ipAllowlist: settings.ipAllowlist,
      passwordMinLength: Math.max(settings.passwordMinLength ?? instance.passwordMinLength, instance.passwordMinLength),
      sessionLifetimeHours: settings.sessionLifetimeHours ?? instance.sessionLifetimeHours,
      idleTimeoutMinutes: settings.idleTimeoutMinutes ?? instance.idleTimeoutMinutes,
      twoFactorRequiredFor: settings.twoFactorRequiredFor ?? instance.twoFactorRequiredFor,
      twoFactorGraceDays: settings.twoFactorGraceDays ?? instance.twoFactorGraceDays,
    },
    yourAddress: OFFICE,
  });
  const inside = (list: string[] | null) => list === null || list.some((entry) => entry.startsWith('203.0.113.'));
  server.use(
    http.get('*/v1/auth/me', () => ok({ ...me, tenantName: 'acme' })),
    http.get('*/v1/admin/tenant/:id', ({ params }) => ok(tenant(Number(params['id']), 'acme'))),
    http.get('*/v1/tenant-policy', () => {
      calls.reads += 1;
      return me.role === 'member' ? failure(403, 40303, 'Your role does not allow this') : ok(view());
    }),
    http.post('*/v1/tenant-policy/check', async ({ request }) => {
      const body = (await request.json()) as TenantPolicySettings;
      calls.checks.push(body);
      const wrong = body.ipAllowlist?.findIndex((entry) => !/^[0-9a-f:.]+(\/[0-9]+)?$/i.test(entry)) ?? -1;
      if (wrong >= 0) return failure(400, 40000, `The entry '${body.ipAllowlist?.[wrong] ?? ''}' is not an IPv4 or IPv6 address or network, e.g. 203.0.113.0/24`, `ipAllowlist[${wrong}]`);
      // Three sessions older than 8 hours, one idle for 2 hours.
      const ending = (body.sessionLifetimeHours !== null && body.sessionLifetimeHours < 8 ? 3 : 0) + (body.idleTimeoutMinutes !== null && body.idleTimeoutMinutes < 120 ? 1 : 0);
      // 41 members, 2 owners without two-factor sign-in.
      const without = body.twoFactorRequiredFor ? { members: 41, owners: 2, all: 43 }[body.twoFactorRequiredFor] : 0;
      return ok({ yourAddress: OFFICE, yourAddressAllowed: inside(body.ipAllowlist), boundByAllowlist: true, sessionsOutside: body.ipAllowlist === null ? 0 : 2, sessionsEnding: ending, withoutTwoFactor: without });
    }),
    http.put('*/v1/tenant-policy', async ({ request }) => {
      const body = (await request.json()) as TenantPolicySettings;
      calls.saves.push(body);
      if (!inside(body.ipAllowlist)) return failure(409, 40931, `Your own address ${OFFICE} is outside this list: saving it would lock you out`, 'ipAllowlist');
      settings = body;
      return ok(view());
    }),
  );
  return calls;
}

describe('the tenant policy page', () => {
  it('shows what holds, says before saving what a list would do, refuses to save one that locks its author out, and saves one that does not', async () => {
    signIn(owner);
    const calls = servePolicy(owner);
    await renderConsole('/settings/policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenant policy' })).toBeInTheDocument();
    expect(await screen.findByText('Its people may call from any address.')).toBeInTheDocument();
    expect(screen.getByText('Their passwords have at least 12 characters.')).toBeInTheDocument();

    const person = userEvent.setup();
    const list = screen.getByRole('textbox', { name: 'Allowed networks' });
    await person.type(list, '192.0.2.0/24');
    expect(await screen.findByText(`Your own address ${OFFICE} is outside this list: saving it would lock you out.`)).toBeInTheDocument();
    expect(screen.getByText('2 open sessions of the tenant’s people come from outside this list: they stop at their next call.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await person.type(list, '{Enter}203.0.113.0/24');
    expect(await screen.findByText(`Your address ${OFFICE} is inside this list.`)).toBeInTheDocument();
    await person.type(screen.getByRole('spinbutton', { name: 'Shortest password' }), '16');
    await person.type(screen.getByRole('spinbutton', { name: 'Idle timeout (minutes)' }), '30');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.saves).toEqual([{ ipAllowlist: ['192.0.2.0/24', '203.0.113.0/24'], passwordMinLength: 16, sessionLifetimeHours: null, idleTimeoutMinutes: 30, twoFactorRequiredFor: null, twoFactorGraceDays: null }]));
    expect(await screen.findByText('Policy saved: it holds from the next call of each of the tenant’s people')).toBeInTheDocument();
    expect(await screen.findByText('Its people may call only from these 2 networks: 192.0.2.0/24, 203.0.113.0/24')).toBeInTheDocument();
    expect(screen.getByText('Their passwords have at least 16 characters.')).toBeInTheDocument();
    expect(screen.getByText('Their sessions last until they expire or they sign out.')).toBeInTheDocument();
    expect(screen.getByText('Their sessions end after 30 minutes without a call.')).toBeInTheDocument();
  });

  it('shows the server’s words under the list for an entry that is no network, in Chinese when Chinese is chosen', async () => {
    signIn(owner);
    servePolicy(owner);
    await renderConsole('/settings/policy', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '租户策略' })).toBeInTheDocument();
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: '允许的网段' }), 'the office');
    expect(await screen.findByText(/'the office' is not an IPv4 or IPv6 address/)).toBeInTheDocument();
    expect(screen.getByText('其成员可以从任意地址访问。')).toBeInTheDocument();
  });

  it('says before saving how many sessions a lifetime or an idle timeout would end, without an allowlist', async () => {
    signIn(owner);
    const calls = servePolicy(owner);
    await renderConsole('/settings/policy');
    const person = userEvent.setup();
    await person.type(await screen.findByRole('spinbutton', { name: 'Session lifetime (hours)' }), '4');
    expect(await screen.findByText('3 open sessions of the tenant’s people are older than this lifetime or have gone without a call for longer than this timeout: they end at their next call.')).toBeInTheDocument();
    expect(calls.checks.at(-1)).toEqual({ ipAllowlist: null, passwordMinLength: null, sessionLifetimeHours: 4, idleTimeoutMinutes: null, twoFactorRequiredFor: null, twoFactorGraceDays: null });
    // No allowlist: nothing said of addresses.
    expect(screen.queryByText(/this list/)).not.toBeInTheDocument();
    await person.clear(screen.getByRole('spinbutton', { name: 'Session lifetime (hours)' }));
    await person.type(screen.getByRole('spinbutton', { name: 'Session lifetime (hours)' }), '12');
    await waitFor(() => expect(screen.queryByText(/older than this lifetime/)).not.toBeInTheDocument());
  });

  it('says what an empty field takes from the instance’s settings, and what holds', async () => {
    signIn(owner);
    servePolicy(owner, undefined, { ...INSTANCE, passwordMinLength: 14, sessionLifetimeHours: 8 });
    await renderConsole('/settings/policy');
    expect(await screen.findByText('From 1 to 720 hours after sign-in; empty: the instance’s 8 hours. Sessions already older end at their next call.')).toBeInTheDocument();
    expect(screen.getByText('Characters, from 14 (every tenant’s) to 128; empty: 14. Asked of each new password from now on.')).toBeInTheDocument();
    expect(screen.getByText('From 5 to 1440 minutes without a call; empty: no limit. Administrators are not bound by it.')).toBeInTheDocument();
    expect(screen.getByText('Their passwords have at least 14 characters.')).toBeInTheDocument();
  });

  it('requires two-factor sign-in of whom the owner chooses, says beforehand how many have none yet, and says what holds once saved', async () => {
    signIn(owner);
    const calls = servePolicy(owner);
    await renderConsole('/settings/policy');
    expect(await screen.findByText('Two-factor sign-in is up to each of them.')).toBeInTheDocument();
    const person = userEvent.setup();
    const whom = screen.getByRole('combobox', { name: 'Two-factor sign-in required of' });
    expect(within(whom).getByRole('option', { name: 'As the instance sets it: nobody' })).toBeInTheDocument();
    await person.selectOptions(whom, 'Members');
    await person.type(screen.getByRole('spinbutton', { name: 'Grace period (days)' }), '3');
    expect(await screen.findByText('41 people it covers have no two-factor sign-in yet: they are sent to set it up at their next sign-in.')).toBeInTheDocument();
    expect(calls.checks.at(-1)).toMatchObject({ twoFactorRequiredFor: 'members', twoFactorGraceDays: 3 });
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Its members must sign in with two-factor sign-in, 3 days after their first sign-in at the latest.')).toBeInTheDocument();
    expect(calls.saves.at(-1)).toEqual({ ipAllowlist: null, passwordMinLength: null, sessionLifetimeHours: null, idleTimeoutMinutes: null, twoFactorRequiredFor: 'members', twoFactorGraceDays: 3 });
  });

  it('says it in Chinese, at once when the grace period is 0', async () => {
    signIn(owner);
    servePolicy(owner, { ipAllowlist: null, passwordMinLength: null, ...UNSET, twoFactorRequiredFor: 'all', twoFactorGraceDays: 0 });
    await renderConsole('/settings/policy', 'zh');
    expect(await screen.findByText('其全部成员必须先开启两步验证登录，才能进行其他操作。')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '要求两步验证登录的人员' })).toHaveValue('all');
    expect(await screen.findByText('此要求涵盖的人员中有 43 人尚未开启两步验证登录：他们将在下一次登录时被引导去开启。')).toBeInTheDocument();
  });

  it('tells a member who sets it, without asking the server', async () => {
    signIn(member);
    const calls = servePolicy(member);
    await renderConsole('/settings/policy');
    expect(await screen.findByText("The tenant's owners and administrators set its policy.")).toBeInTheDocument();
    expect(calls.reads).toBe(0);
    expect(screen.queryByRole('textbox', { name: 'Allowed networks' })).not.toBeInTheDocument();
  });
});
