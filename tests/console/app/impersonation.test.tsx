import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent, ImpersonationRequest, Tenant, User } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { admin, auditEvent, failure, ok, signIn, signInActingInAcme, tenant, user } from '../fixtures';
import { answerList } from '../list-answer';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { serveUsers } from '../user-server';
import { openDirectionalScopes } from '../../helpers/bidi';

// The whole console renders in each test; on a shared, busy machine its first page can take a while.
vi.setConfig({ testTimeout: 45_000 });
const FIRST_PAGE = { timeout: 20_000 };

const alice = user(11, 'alice', { role: 'owner', displayName: 'Alice Liddell' });
const bob = user(12, 'bob');
const ACTING_TOKEN = 'acting-token';
const REASON = 'Ticket #4711: the owner cannot find the export';
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';

/** The stored record of an acting session as the console keeps it, ending `endsIn` ms from now. */
function actingAsAlice(endsIn = 20 * 60_000, reason = REASON): void {
  localStorage.setItem(StorageKey.authToken, ACTING_TOKEN);
  localStorage.setItem(StorageKey.userInfo, JSON.stringify({ userId: 11, username: 'alice', isAdmin: false, tenantId: 2 }));
  localStorage.setItem(StorageKey.currentTenantId, '2');
  localStorage.setItem(
    StorageKey.actingAs,
    JSON.stringify({
      acting: { owner: { userId: 11, username: 'alice', tenantId: 2, tenantName: 'acme' }, actor: { userId: 1, username: 'admin' }, reason, endsAt: Date.now() + endsIn },
      administrator: { token: 'test-token', user: { userId: 1, username: 'admin', isAdmin: true, tenantId: 1 } },
    }),
  );
}

/** The server as it answers each token: the administrator's, or the acting one (alice's rights). */
function serveBothSessions(options: { actingRefused?: boolean; tenantOf?: (id: number) => Tenant; users?: User[] } = {}) {
  const calls = { starts: [] as ImpersonationRequest[], stops: [] as (string | null)[] };
  const fake = serveUsers(options.users ?? [alice, bob]);
  server.use(
    http.get('*/v1/auth/me', ({ request }) => {
      const token = request.headers.get('Authorization');
      if (token === `Bearer ${ACTING_TOKEN}`) {
        if (options.actingRefused) return failure(401, 40101, 'The session has expired');
        return ok({ ...alice, tenantName: 'acme', impersonation: { actor: { userId: 1, username: 'admin' }, reason: REASON, expiresAt: new Date(Date.now() + 60_000).toISOString() } });
      }
      return ok({ ...admin, tenantName: 'system' });
    }),
    http.get('*/v1/admin/tenant/:id', ({ params }) => ok(options.tenantOf?.(Number(params['id'])) ?? tenant(Number(params['id']), Number(params['id']) === 2 ? 'acme' : 'system'))),
    http.post('*/v1/admin/impersonation', async ({ request }) => {
      const body = (await request.json()) as ImpersonationRequest;
      calls.starts.push(body);
      const expiresAt = new Date(Date.now() + (body.minutes ?? 30) * 60_000).toISOString();
      return HttpResponse.json(
        { code: 0, message: 'ok', data: { token: ACTING_TOKEN, user: alice, impersonation: { actor: { userId: 1, username: 'admin' }, reason: body.reason, expiresAt } } },
        { status: 201 },
      );
    }),
    http.delete('*/v1/auth/impersonation', ({ request }) => {
      calls.stops.push(request.headers.get('Authorization'));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { ...fake, calls };
}

function storedUser(): { username: string; isAdmin: boolean } {
  return JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? 'null') as { username: string; isAdmin: boolean };
}

describe('acting as a tenant’s owner', () => {
  beforeEach(signInActingInAcme);

  describe('the action', () => {
    it('is offered to administrators on an enabled owner’s page', async () => {
      serveBothSessions();
      await renderConsole('/users/11/show');
      expect(await screen.findByRole('button', { name: 'Act as this owner' }, FIRST_PAGE)).toBeInTheDocument();
    });

    it.each([
      ['a member', bob, undefined],
      ['a disabled owner', user(13, 'carol', { role: 'owner', enabled: false }), undefined],
      ['a service account', user(14, 'ci-bot', { role: 'owner', kind: 'service' }), undefined],
      ['an owner of a disabled tenant', alice, (id: number) => tenant(id, 'acme', { enabled: false, state: 'disabled' })],
    ] as const)('is not offered for %s', async (_who, shown, tenantOf) => {
      serveBothSessions({ tenantOf, users: [alice, bob, shown] });
      await renderConsole(`/users/${shown.userId}/show`);
      await screen.findByRole('heading', { level: 1, name: new RegExp(shown.username) }, FIRST_PAGE);
      await screen.findAllByText(shown.username);
      // Give the tenant's read time to answer before looking.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole('button', { name: 'Act as this owner' })).not.toBeInTheDocument();
    });

    it('is not offered to the owner themselves', async () => {
      signIn({ userId: 11, username: 'alice', isAdmin: false, tenantId: 2 });
      serveUsers([alice, bob], alice);
      await renderConsole('/users/12/show');
      await screen.findByRole('heading', { level: 1, name: /bob/ }, FIRST_PAGE);
      await screen.findAllByText('bob');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole('button', { name: 'Act as this owner' })).not.toBeInTheDocument();
    });
  });

  describe('starting', () => {
    it('asks for a reason, says it is audited and what it cannot do, then opens the owner’s home under a banner', async () => {
      const fake = serveBothSessions();
      await renderConsole('/users/11/show');
      const person = userEvent.setup();
      await person.click(await screen.findByRole('button', { name: 'Act as this owner' }, FIRST_PAGE));
      const dialog = await screen.findByRole('dialog', { name: 'Act as alice' });
      expect(dialog).toHaveTextContent('The session is audited');
      expect(dialog).toHaveTextContent('you cannot change their password, two-factor sign-in, API tokens or sessions');
      expect(dialog).toHaveTextContent('tenant acme');

      await person.click(within(dialog).getByRole('button', { name: 'Start acting' }));
      expect(await within(dialog).findByText('Say why you act as this owner')).toBeInTheDocument();
      expect(fake.calls.starts).toEqual([]);

      await person.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
      await person.paste(REASON);
      // The contract's default (issue 55: the dialog offered 15 first).
      expect(within(dialog).getByRole('radio', { name: '30 minutes' })).toBeChecked();
      await person.click(within(dialog).getByRole('button', { name: 'Start acting' }));

      const banner = await screen.findByRole('region', { name: 'Acting as another user' }, FIRST_PAGE);
      expect(fake.calls.starts).toEqual([{ userId: 11, reason: REASON, minutes: 30 }]);
      expect(banner).toHaveTextContent('You are acting as alice');
      expect(banner).toHaveTextContent('(tenant acme)');
      expect(banner).toHaveTextContent(`reason: ${REASON}`);
      expect(banner).toHaveTextContent(/(30:00|29:5\d) left/);
      expect(within(banner).getByRole('status')).toHaveTextContent('About 30 minutes left');
      expect(window.location.pathname).toBe('/');
      // The acting session is the console's now; the administrator's is kept aside, not lost.
      expect(localStorage.getItem(StorageKey.authToken)).toBe(ACTING_TOKEN);
      expect(storedUser()).toMatchObject({ username: 'alice', isAdmin: false });
      expect(localStorage.getItem(StorageKey.actingAs)).toContain('"token":"test-token"');
    });
  });

  describe('while acting', () => {
    it('shows the banner on every page, in Chinese too', async () => {
      actingAsAlice();
      serveBothSessions();
      await renderConsole('/users', 'zh');
      const banner = await screen.findByRole('region', { name: '正在以其他用户身份操作' }, FIRST_PAGE);
      expect(banner).toHaveTextContent('你正在以 alice 的身份操作');
      expect(banner).toHaveTextContent('（租户 acme）');
      expect(banner).toHaveTextContent(`原因：${REASON}`);
      expect(banner).toHaveTextContent(/剩余 (20:00|19:5\d)/);
    });

    it('keeps the time left as it is after a reason that ends in a right-to-left override', async () => {
      const reason = `Ticket #4711: urgent${RIGHT_TO_LEFT_OVERRIDE}`;
      actingAsAlice(15 * 60_000, reason);
      serveBothSessions();
      await renderConsole('/users');
      const banner = await screen.findByRole('region', { name: 'Acting as another user' }, FIRST_PAGE);
      const text = banner.textContent ?? '';
      const time = /\d\d:\d\d left/.exec(text);
      expect(time?.[0]).toMatch(/^(15:00|14:5\d) left$/);
      // The reason is isolated, so nothing it opened is still open where the time is written.
      expect(text).toContain(`\u2068${reason}\u2069`);
      expect(openDirectionalScopes(text, time?.index)).toBe(0);
      expect(screen.getByTitle(reason)).toHaveStyle({ unicodeBidi: 'isolate' });
    });

    it('disables the password, two-factor, sessions and API tokens sections, saying why', async () => {
      actingAsAlice();
      serveBothSessions();
      await renderConsole('/settings');
      expect(await screen.findAllByText('Not while acting as alice', {}, FIRST_PAGE)).toHaveLength(3);
      for (const title of ['Two-factor sign-in', 'Sessions', 'API tokens']) {
        expect(screen.getByRole('region', { name: title })).toHaveTextContent('cannot change their password, two-factor sign-in, API tokens or sessions');
      }
      expect(screen.getByRole('link', { name: /Password/ })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
    });

    it('offers no password form while acting', async () => {
      actingAsAlice();
      serveBothSessions();
      await renderConsole('/settings/password');
      expect(await screen.findByText('Not while acting as alice', {}, FIRST_PAGE)).toBeInTheDocument();
      expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    });
  });

  describe('ending', () => {
    it('Stop ends the acting session on the server and brings the administrator back, at the owner’s page', async () => {
      actingAsAlice();
      const fake = serveBothSessions();
      await renderConsole('/');
      const person = userEvent.setup();
      const banner = await screen.findByRole('region', { name: 'Acting as another user' }, FIRST_PAGE);
      await person.click(within(banner).getByRole('button', { name: 'Stop' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Acting as another user' })).not.toBeInTheDocument());
      expect(localStorage.getItem(StorageKey.authToken)).toBe('test-token');
      expect(storedUser()).toMatchObject({ username: 'admin', isAdmin: true });
      expect(localStorage.getItem(StorageKey.actingAs)).toBeNull();
      await waitFor(() => expect(fake.calls.stops).toEqual([`Bearer ${ACTING_TOKEN}`]));
      expect(window.location.pathname).toBe('/users/11/show');
      expect(await screen.findByRole('button', { name: 'Act as this owner' }, FIRST_PAGE)).toBeInTheDocument();
    });

    it('signing out while acting stops acting: the administrator stays signed in', async () => {
      actingAsAlice();
      const fake = serveBothSessions();
      await renderConsole('/');
      const person = userEvent.setup();
      await screen.findByRole('region', { name: 'Acting as another user' }, FIRST_PAGE);
      await person.click(screen.getByRole('button', { name: 'Profile' }));
      await person.click(await screen.findByRole('menuitem', { name: 'Sign out' }, FIRST_PAGE));
      await waitFor(() => expect(localStorage.getItem(StorageKey.authToken)).toBe('test-token'));
      expect(storedUser()).toMatchObject({ username: 'admin' });
      await waitFor(() => expect(fake.calls.stops).toEqual([`Bearer ${ACTING_TOKEN}`]));
      await waitFor(() => expect(window.location.pathname).toBe('/users/11/show'));
    });

    it('when the time runs out, brings the administrator back and says why', async () => {
      actingAsAlice(3_000);
      serveBothSessions();
      await renderConsole('/');
      expect(await screen.findByText('The time to act as alice ran out: you are yourself again.', {}, FIRST_PAGE)).toBeInTheDocument();
      expect(localStorage.getItem(StorageKey.authToken)).toBe('test-token');
      expect(storedUser()).toMatchObject({ username: 'admin', isAdmin: true });
      await waitFor(() => expect(window.location.pathname).toBe('/users/11/show'));
    });

    it('when the server refuses the acting token (401), brings the administrator back, not to sign-in', async () => {
      actingAsAlice();
      serveBothSessions({ actingRefused: true });
      await renderConsole('/');
      expect(await screen.findByText('The session as alice was ended on the server: you are yourself again.', {}, FIRST_PAGE)).toBeInTheDocument();
      expect(localStorage.getItem(StorageKey.authToken)).toBe('test-token');
      expect(localStorage.getItem(StorageKey.actingAs)).toBeNull();
      await waitFor(() => expect(window.location.pathname).toBe('/users/11/show'));
      expect(await screen.findByRole('button', { name: 'Act as this owner' }, FIRST_PAGE)).toBeInTheDocument();
    });
  });
});

describe('audit sentences of acting as an owner', () => {
  const events: AuditEvent[] = [
    auditEvent(4, {
      action: 'auth.impersonationEnded',
      actor: { userId: 1, username: 'admin', isAdmin: true, onBehalfOf: { userId: 11, username: 'acme-owner' } },
      target: { type: 'user', id: '11', label: 'acme-owner' },
      changes: { reason: { before: 'Ticket #4712', after: null }, endedBy: { before: null, after: 'expiry' } },
    }),
    auditEvent(3, {
      action: 'auth.impersonationEnded',
      actor: { userId: 1, username: 'admin', isAdmin: true, onBehalfOf: { userId: 11, username: 'acme-owner' } },
      target: { type: 'user', id: '11', label: 'acme-owner' },
      changes: { reason: { before: REASON, after: null } },
    }),
    auditEvent(2, {
      action: 'user.disabled',
      actor: { userId: 1, username: 'admin', isAdmin: true, onBehalfOf: { userId: 11, username: 'acme-owner' } },
      target: { type: 'user', id: '15', label: 'li.wei' },
      changes: { enabled: { before: true, after: false } },
    }),
    auditEvent(1, {
      action: 'auth.impersonationStarted',
      target: { type: 'user', id: '11', label: 'acme-owner' },
      changes: { reason: { before: null, after: REASON } },
    }),
  ];

  it.each([
    ['en', ['The time admin had to act as acme-owner ran out — reason: Ticket #4712', 'admin stopped acting as acme-owner — reason: ' + REASON, 'admin (as acme-owner) disabled user li.wei', 'admin started acting as acme-owner — reason: ' + REASON]],
    ['zh', ['admin 以 acme-owner 的身份操作的时限已到——原因：Ticket #4712', 'admin 停止以 acme-owner 的身份操作——原因：' + REASON, 'admin（以 acme-owner 的身份） 禁用了用户 li.wei', 'admin 开始以 acme-owner 的身份操作——原因：' + REASON]],
  ] as const)('%s: names the owner an administrator acted as, and the reason, and says when the time ran out', async (language, sentences) => {
    signIn();
    server.use(
      http.get('*/v1/auth/me', () => ok(admin)),
      http.get('*/v1/admin/tenant/:id', ({ params }) => ok(tenant(Number(params['id']), 'system'))),
      http.get('*/v1/audit-events', ({ request }) => answerList(events, new URL(request.url), { resource: 'audit-events', defaultSort: ['at', 'DESC'], matches: () => true })),
    );
    await renderConsole('/logs', language);
    for (const sentence of sentences) expect(await screen.findByText(sentence, {}, FIRST_PAGE)).toBeInTheDocument();
  });
});
