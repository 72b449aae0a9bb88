import { http, HttpResponse } from 'msw';
import type { Tenant, TenantSummary } from '../../src/generated/model';
import { ok, tenant } from './fixtures';
import { server } from './msw-server';

/** A tenant as either list answers it: with its domains and dates, or the summary alone. */
type Listed = TenantSummary & Partial<Tenant>;

type Sortable = 'tenantId' | 'username' | 'enabled' | 'createdAt' | 'updatedAt';

function matches(tenant: Listed, filter: Record<string, unknown>): boolean {
  const q = typeof filter['q'] === 'string' ? filter['q'].trim().toLowerCase() : '';
  if (
    q &&
    !tenant.username.toLowerCase().includes(q) &&
    !(tenant.domains ?? []).some((d) => d.name.includes(q)) &&
    String(tenant.tenantId) !== q
  ) {
    return false;
  }
  if (typeof filter['enabled'] === 'boolean' && tenant.enabled !== filter['enabled']) return false;
  // As the server: deleted tenants are left out unless the filter asks for them.
  const state = tenant.state ?? (tenant.enabled ? 'active' : 'disabled');
  if (typeof filter['state'] === 'string' ? state !== filter['state'] : state === 'deleted') return false;
  if (Array.isArray(filter['id']) && !filter['id'].includes(tenant.tenantId)) return false;
  return true;
}

/**
 * The server's list convention over tenants in memory, for console tests: `sort`,
 * `range` and `filter` as ra-data-simple-rest sends them, the page in the envelope and the total
 * in `Content-Range`; without any of them, the full list. The real server's own behaviour is held
 * by the API tests and by `simple-rest.test.ts`.
 */
export function answerTenantList(tenants: Iterable<Listed>, url: URL, options: { uncounted?: boolean } = {}): HttpResponse<string> {
  const all = [...tenants];
  const { searchParams } = url;
  if (!['sort', 'range', 'filter'].some((name) => searchParams.has(name))) {
    return HttpResponse.json({ code: 0, message: 'ok', data: all }) as unknown as HttpResponse<string>;
  }
  const [field, order] = JSON.parse(searchParams.get('sort') ?? '["tenantId","ASC"]') as [Sortable, 'ASC' | 'DESC'];
  const [start, end] = JSON.parse(searchParams.get('range') ?? '[0,999]') as [number, number];
  const filter = JSON.parse(searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  const direction = order === 'DESC' ? -1 : 1;
  const rows = all
    .filter((tenant) => matches(tenant, filter))
    .sort((a, b) => {
      const left = field === 'username' ? a.username.toLowerCase() : (a[field] ?? '');
      const right = field === 'username' ? b.username.toLowerCase() : (b[field] ?? '');
      return direction * (left < right ? -1 : left > right ? 1 : a.tenantId - b.tenantId);
    });
  const page = rows.slice(start, end + 1);
  // The real server leaves a very broad search uncounted: `*` instead of the total.
  const total = options.uncounted ? '*' : String(rows.length);
  const range = page.length === 0 ? `tenants */${total}` : `tenants ${start}-${start + page.length - 1}/${total}`;
  return HttpResponse.json({ code: 0, message: 'ok', data: page }, { headers: { 'Content-Range': range } }) as unknown as HttpResponse<string>;
}

/** Tenants "system" and "acme" in the list the dashboard reads: enough for a page that lands there after signing in. */
export function serveSystemAndAcme(): void {
  server.use(http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([tenant(1, 'system'), tenant(2, 'acme')], new URL(request.url))));
}

/** The tenant list as the switcher reads it: all of `summaries` at once, or a page of them when asked for one. */
export function tenantSummaries(summaries: TenantSummary[]) {
  return http.get('*/v1/admin/tenant', ({ request }) => {
    const url = new URL(request.url);
    return url.search === '' ? ok(summaries) : answerTenantList(summaries, url);
  });
}
