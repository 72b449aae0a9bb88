import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../src/lib/storage-keys';
import { auditEvent, failure, ok, signIn, tenant } from '../fixtures';
import { answerList } from '../list-answer';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

interface Asked {
  tenantHeader: string | null;
  filter: unknown;
  sort: string | null;
  range: string | null;
}

function serve(events = [
  auditEvent(9, { action: 'tenant.disabled', at: '2026-03-09T10:00:00.000Z' }),
  auditEvent(8, { action: 'tenant.updated', at: '2026-03-08T10:00:00.000Z', changes: { remark: { before: '', after: 'VIP' } } }),
]) {
  const asked: Asked[] = [];
  server.use(
    http.get('*/v1/admin/tenant/:id', ({ params }) => ok(tenant(Number(params['id']), 'acme-0001'))),
    http.get('*/v1/audit-events', ({ request }) => {
      const url = new URL(request.url);
      asked.push({
        tenantHeader: request.headers.get('X-Tenant-Id'),
        filter: JSON.parse(url.searchParams.get('filter') ?? 'null'),
        sort: url.searchParams.get('sort'),
        range: url.searchParams.get('range'),
      });
      return answerList(events, url, { resource: 'audit-events', defaultSort: ['at', 'DESC'] });
    }),
  );
  return asked;
}

describe("a tenant's recent activity", () => {
  beforeEach(() => {
    signIn();
    // The administrator acts in another tenant: the activity is still read in the system tenant.
    localStorage.setItem(StorageKey.currentTenantId, '5');
  });

  it('lists the latest events about the tenant, as sentences, read in the system tenant', async () => {
    const asked = serve();
    await renderConsole('/tenants/7/show');
    const panel = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(panel).findByText('admin disabled tenant acme-0001')).toBeInTheDocument();
    expect(within(panel).getByText('admin updated tenant acme-0001')).toBeInTheDocument();
    expect(asked).toEqual([{ tenantHeader: '1', filter: { targetType: 'tenant', targetId: '7' }, sort: '["at","DESC"]', range: '[0,9]' }]);
  });

  it('says when nothing has happened yet', async () => {
    serve([]);
    await renderConsole('/tenants/7/show');
    const panel = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(panel).findByText('Nothing has happened to this tenant yet.')).toBeInTheDocument();
  });

  it('says why the activity could not be read, and still shows the tenant', async () => {
    serve();
    server.use(http.get('*/v1/audit-events', () => failure(403, 40303, 'The role does not allow it')));
    await renderConsole('/tenants/7/show');
    const panel = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(panel).findByText('The recent activity could not be loaded: The role does not allow it')).toBeInTheDocument();
    expect(screen.getAllByText('acme-0001').length).toBeGreaterThan(0);
  });

  it('speaks Chinese when Chinese is chosen', async () => {
    serve();
    await renderConsole('/tenants/7/show', 'zh');
    const panel = await screen.findByRole('region', { name: '最近动态' });
    expect(await within(panel).findByText('admin 禁用了租户 acme-0001')).toBeInTheDocument();
  });
});
