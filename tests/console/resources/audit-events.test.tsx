import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AuditEvent } from '../../../src/generated/model';
import { catchDownloads, readText } from '../downloads';
import { admin, auditEvent, failure, ok, signIn, tenant } from '../fixtures';
import { answerList } from '../list-answer';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { pretendPhone } from '../screen-layout';
import { formatDateTime } from '../../../src/lib/date-time-format';

const events: AuditEvent[] = [
  auditEvent(3, {
    at: '2026-03-03T09:00:00.000Z',
    action: 'tenant.disabled',
    target: { type: 'tenant', id: '42', label: 'acme-0001' },
    changes: { enabled: { before: true, after: false } },
  }),
  auditEvent(2, {
    at: '2026-03-02T09:00:00.000Z',
    action: 'user.passwordReset',
    target: { type: 'user', id: '12', label: 'bob' },
    changes: { password: { changed: true }, mustChangePassword: { before: false, after: true } },
  }),
  auditEvent(1, {
    at: '2026-03-01T09:00:00.000Z',
    action: 'auth.signIn.failed',
    actor: { userId: null, username: 'mallory', isAdmin: false },
    target: { type: 'user', id: '', label: 'mallory' },
  }),
];

/** The server's audit calls over `events`; every list request is kept to look at. */
function serveAudit(all: AuditEvent[] = events) {
  const listCalls: URL[] = [];
  server.use(
    http.get('*/v1/auth/me', () => ok(admin)),
    http.get('*/v1/admin/tenant/:id', ({ params }) => ok(tenant(Number(params['id']), 'system'))),
    http.get('*/v1/audit-events', ({ request }) => {
      const url = new URL(request.url);
      listCalls.push(url);
      return answerList(all, url, {
        resource: 'audit-events',
        defaultSort: ['at', 'DESC'],
        matches: (event, filter) => (typeof filter['action'] === 'string' ? event.action === filter['action'] : true),
      });
    }),
    http.get('*/v1/audit-events/:id', ({ params }) => {
      const found = all.find((event) => event.eventId === Number(params['id']));
      return found ? ok(found) : failure(404, 40403, `Audit event ${String(params['id'])} does not exist`);
    }),
  );
  return { listCalls };
}

describe('the audit log', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  describe('list', () => {
    it('tells each event as a sentence, newest first', async () => {
      const fake = serveAudit();
      await renderConsole('/logs');
      expect(await screen.findByRole('link', { name: 'admin disabled tenant acme-0001' })).toHaveAttribute('href', '/logs/3/show');
      expect(screen.getByRole('link', { name: 'admin reset the password of user bob' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign-in as mallory failed' })).toBeInTheDocument();
      const sentences = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('link')[0]?.textContent);
      expect(sentences).toEqual(['admin disabled tenant acme-0001', 'admin reset the password of user bob', 'Sign-in as mallory failed']);
      expect(fake.listCalls.at(-1)!.searchParams.get('sort')).toBe('["at","DESC"]');
      expect(await screen.findByRole('heading', { level: 1, name: 'Audit log of system' })).toBeInTheDocument();
    });

    it('shows one row per event on a phone: its sentence and when, the whole row opening the event', async () => {
      onTestFinished(pretendPhone());
      serveAudit();
      await renderConsole('/logs');
      const row = (await screen.findByText('admin disabled tenant acme-0001')).closest('a');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(row).toHaveAttribute('href', '/logs/3/show');
      expect(within(row!).queryAllByRole('link', { hidden: true })).toEqual([]);
      expect(row).toHaveTextContent(formatDateTime('2026-03-03T09:00:00.000Z', 'en'));
      // The table's other columns stay off a phone's rows.
      expect(row).not.toHaveTextContent('Tenant disabled');
    });

    it('tells them in Chinese when Chinese is chosen', async () => {
      serveAudit();
      await renderConsole('/logs', 'zh');
      expect(await screen.findByRole('link', { name: 'admin 禁用了租户 acme-0001' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'admin 重置了用户 bob 的密码' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'mallory 登录失败' })).toBeInTheDocument();
    });

    it('sends the filters in the address to the server as the contract names them', async () => {
      const fake = serveAudit();
      const filter = { action: 'tenant.disabled', actor: ' admin ', targetType: 'tenant', targetId: '42', from: '2026-03-01T00:00:00.000Z' };
      await renderConsole(`/logs?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      await screen.findByRole('link', { name: 'admin disabled tenant acme-0001' });
      expect(screen.queryByRole('link', { name: 'Sign-in as mallory failed' })).not.toBeInTheDocument();
      expect(JSON.parse(fake.listCalls.at(-1)!.searchParams.get('filter')!)).toEqual({ ...filter, actor: 'admin' });
    });

    it('takes the dates in one stated form, in the console’s language, and sends the instant', async () => {
      const fake = serveAudit();
      await renderConsole('/logs', 'zh');
      await screen.findByRole('link', { name: 'mallory 登录失败' });
      const from = screen.getByRole('textbox', { name: '起始时间' });
      expect(from).toHaveAttribute('placeholder', '年-月-日 时:分');
      const person = userEvent.setup();
      await person.type(from, '03/01/2026');
      expect(await screen.findByText(/请按 年-月-日/)).toBeInTheDocument();
      await person.clear(from);
      await person.type(from, '2026-03-01 09:30');
      const instant = new Date(2026, 2, 1, 9, 30).toISOString();
      await waitFor(() => expect(JSON.parse(fake.listCalls.at(-1)!.searchParams.get('filter')!)).toEqual({ from: instant }));
      expect(from).toHaveValue('2026-03-01 09:30');
    });

    it('says in its own words, in the user’s language, that nothing is recorded yet', async () => {
      serveAudit([]);
      await renderConsole('/logs', 'zh');
      expect(await screen.findByText('暂无记录')).toBeInTheDocument();
    });

    it('filters by action from the select', async () => {
      const fake = serveAudit();
      await renderConsole('/logs');
      await screen.findByRole('link', { name: 'Sign-in as mallory failed' });
      const person = userEvent.setup();
      await person.click(screen.getByRole('combobox', { name: 'Action' }));
      await person.click(await screen.findByRole('option', { name: 'Tenant disabled' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign-in as mallory failed' })).not.toBeInTheDocument());
      expect(JSON.parse(fake.listCalls.at(-1)!.searchParams.get('filter')!)).toEqual({ action: 'tenant.disabled' });
    });

    it('exports the events the filters match, as the server writes them', async () => {
      serveAudit();
      const exported: string[] = [];
      server.use(
        http.get('*/v1/audit-events/export', ({ request }) => {
          exported.push(new URL(request.url).searchParams.get('filter') ?? '');
          return new HttpResponse('\uFEFFeventId,at,action\r\n3,2026-03-03T09:00:00.000Z,tenant.disabled\r\n', {
            headers: { 'Content-Type': 'text/csv; charset=utf-8' },
          });
        }),
      );
      const { saved, names, clicked } = catchDownloads('blob:export');
      await renderConsole(`/logs?filter=${encodeURIComponent('{"action":"tenant.disabled"}')}`);
      await screen.findByRole('link', { name: 'admin disabled tenant acme-0001' });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
      expect(exported).toEqual(['{"action":"tenant.disabled"}']);
      expect(names[0]).toMatch(/^audit-events-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(await readText(saved[0]!)).toContain('3,2026-03-03T09:00:00.000Z,tenant.disabled');
    });
  });

  describe('show', () => {
    it('lists each change as field: before → after', async () => {
      serveAudit();
      await renderConsole('/logs/3/show');
      expect(await screen.findByText('admin disabled tenant acme-0001')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Audit event #3' })).toBeInTheDocument();
      const change = screen.getByRole('listitem');
      expect(change).toHaveTextContent('Status: yes → no');
      expect(screen.getByText('req-3')).toBeInTheDocument();
    });

    it('says a secret changed without showing it', async () => {
      serveAudit();
      await renderConsole('/logs/2/show');
      await screen.findByText('admin reset the password of user bob');
      const changes = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(changes).toEqual(['Password: changed (never shown)', 'Password change: no → yes']);
    });

    it('tells the ending of sessions, with how many ended', async () => {
      serveAudit([
        auditEvent(5, {
          action: 'auth.signedOutEverywhere',
          target: { type: 'user', id: '1', label: 'admin' },
          changes: { sessions: { before: 3, after: 0 } },
        }),
        auditEvent(4, {
          action: 'auth.sessionEnded',
          target: { type: 'user', id: '1', label: 'admin' },
          changes: { session: { before: 12, after: null } },
        }),
      ]);
      await renderConsole('/logs/5/show');
      expect(await screen.findByText('admin signed out everywhere')).toBeInTheDocument();
      expect(screen.getByRole('listitem')).toHaveTextContent('Open sessions: 3 → 0');
      expect(screen.getByText('Signed out everywhere')).toBeInTheDocument();
      cleanup();
      await renderConsole('/logs/4/show', 'zh');
      expect(await screen.findByText('admin 结束了自己的一个会话')).toBeInTheDocument();
      expect(screen.getByRole('listitem')).toHaveTextContent('会话: 12 → 空');
    });

    it('tells a token made and revoked, and names the token a program called with', async () => {
      serveAudit([
        auditEvent(7, {
          action: 'apiToken.revoked',
          actor: { userId: 1, username: 'admin', isAdmin: true, tokenName: 'deploy from CI' },
          target: { type: 'user', id: '40', label: 'ci-bot' },
          changes: { token: { before: 'nightly backup', after: null } },
        }),
        auditEvent(6, {
          action: 'apiToken.created',
          actor: { userId: 1, username: 'admin', isAdmin: true },
          target: { type: 'user', id: '40', label: 'ci-bot' },
          changes: { token: { before: null, after: 'nightly backup' }, expiresAt: { before: null, after: null } },
        }),
      ]);
      await renderConsole('/logs');
      expect(await screen.findByRole('link', { name: 'admin via token "deploy from CI" revoked an API token of ci-bot' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'admin created an API token for ci-bot' })).toBeInTheDocument();
      cleanup();

      await renderConsole('/logs/7/show');
      expect(await screen.findByText('admin (administrator) via token "deploy from CI" · #1')).toBeInTheDocument();
      expect(screen.getByRole('listitem')).toHaveTextContent('API token: nightly backup → empty');
      expect(screen.getByText('API token revoked')).toBeInTheDocument();
      cleanup();

      await renderConsole('/logs/7/show', 'zh');
      expect(await screen.findByText('admin 通过令牌“deploy from CI” 吊销了 ci-bot 的 API 令牌')).toBeInTheDocument();
      expect(screen.getByText('吊销 API 令牌')).toBeInTheDocument();
    });

    it('shows the changes in Chinese', async () => {
      serveAudit();
      await renderConsole('/logs/3/show', 'zh');
      expect(await screen.findByText('admin 禁用了租户 acme-0001')).toBeInTheDocument();
      expect(screen.getByRole('listitem')).toHaveTextContent('状态: 是 → 否');
    });
  });
});
