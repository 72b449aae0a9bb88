import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createI18n, loadAdminMessages } from '../../../src/i18n/i18n';
import { adminLoadedOrLate, ConsoleShell } from '../../../src/shell/console-shell';
import { startFirstScreenRequests } from '../../../src/shell/first-screen-requests';
import { admin, auditEvent, ok, signIn, tenant, user } from '../fixtures';
import { answerList } from '../list-answer';
import { server } from '../msw-server';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';

/** Counts the requests for the tenants list, answering each with the same two tenants. */
function countListRequests(): { count: number; headers: Headers[] } {
  const seen = { count: 0, headers: [] as Headers[] };
  server.use(
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => {
      seen.count += 1;
      seen.headers.push(request.headers);
      return answerTenantList([tenant(1, 'system'), tenant(2, 'acme')], new URL(request.url));
    }),
  );
  return seen;
}

/** As main.tsx boots on an address: the early requests first, then the console. */
async function bootAt(path: string) {
  window.history.pushState({}, '', path);
  startFirstScreenRequests(window.location);
  await renderConsole(path);
}

describe('the first screen’s data, asked for as the console boots', () => {
  it('asks for the tenants list’s first page once: the list shows the answer of the early request', async () => {
    signIn();
    const seen = countListRequests();
    await bootAt('/tenants');
    expect(await screen.findByText('acme')).toBeInTheDocument();
    expect(seen.count).toBe(1);
    expect(seen.headers[0]?.get('authorization')).toBe('Bearer test-token');
  });

  it.each([
    ['another page of the list (the list asks for it itself)', '/tenants?page=2&perPage=25', admin],
    ['a user who must first change a temporary password', '/tenants', { ...admin, mustChangePassword: true }],
    ['an owner, who has no tenants list', '/tenants', { ...admin, isAdmin: false }],
  ])('asks nothing early for %s', async (_case, path, user) => {
    signIn(user);
    const seen = countListRequests();
    window.history.pushState({}, '', path);
    startFirstScreenRequests(window.location);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.count).toBe(0);
  });
});

describe('the admin application, started as the console boots', () => {
  /** As main.tsx boots on an address: the early requests, the messages, the admin application, then the first render. */
  async function bootAndRender(path: string) {
    window.history.pushState({}, '', path);
    startFirstScreenRequests(window.location);
    const i18next = await createI18n('en');
    await loadAdminMessages(i18next);
    await adminLoadedOrLate(i18next);
    return { i18next, view: render(<ConsoleShell i18next={i18next} />) };
  }

  it('draws the tenants list with its rows in its first render', async () => {
    signIn();
    countListRequests();
    await bootAndRender('/tenants');
    // No waiting: the rows are there as soon as the console has rendered once.
    expect(screen.getByText('acme')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /tenants/i })).toBeInTheDocument();
  });

  it.each([
    ['the users list', '/users', 'bob'],
    ['the audit log', '/logs', /acme-0001/],
  ])('draws %s with its rows in its first render, from the one request sent as the console booted', async (_list, path, shown) => {
    signIn();
    const calls = { users: 0, audit: 0 };
    server.use(
      http.get('*/v1/auth/me', () => ok(admin)),
      http.get('*/v1/users', ({ request }) => {
        calls.users += 1;
        return answerList([admin, user(12, 'bob')], new URL(request.url), { resource: 'users', defaultSort: ['userId', 'ASC'] });
      }),
      http.get('*/v1/audit-events', ({ request }) => {
        calls.audit += 1;
        return answerList([auditEvent(3)], new URL(request.url), { resource: 'audit-events', defaultSort: ['at', 'DESC'] });
      }),
    );
    await bootAndRender(path);
    expect(screen.getAllByText(shown)[0]).toBeInTheDocument();
    expect(path === '/users' ? calls.users : calls.audit).toBe(1);
  });

  it('is used by its first showing only: shown again, the application starts afresh and asks again', async () => {
    signIn();
    const seen = countListRequests();
    const { i18next, view } = await bootAndRender('/tenants');
    expect(screen.getByText('acme')).toBeInTheDocument();
    view.unmount();
    render(<ConsoleShell i18next={i18next} />);
    expect(await screen.findByText('acme')).toBeInTheDocument();
    expect(seen.count).toBe(2);
  });
});
