import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Tenant } from '../../contract/model';
import { AppError } from '../../server/src/core/errors.js';
import { AUDIT_CSV_HEADER, auditCsvRow } from '../../server/src/modules/audit/audit-csv.js';
import { asksForPage } from '../../server/src/core/lists/list-query.js';
import { TENANT_CSV_HEADER, tenantCsvRow } from '../../server/src/modules/tenants/tenant-csv.js';
import { refusal } from '../refusal.js';
import { listPage, listParametersOf, type ListSpec } from './list-convention.js';
import { AUDIT_LIST, TENANT_LIST, USER_LIST } from './list-specs.js';
import type { MockDataset } from './mock-dataset.js';

const summaryOf = ({ tenantId, username, enabled }: Tenant) => ({ tenantId, username, enabled });

/** The envelope with the page, and its `Content-Range` readable by scripts of other origins, as the server sends it. */
function pageAnswer<Row, Field extends string, Filter>(
  request: Request,
  spec: ListSpec<Row, Field, Filter>,
  rows: readonly Row[],
  project: (row: Row) => unknown = (row) => row,
): Response {
  try {
    const page = listPage(spec, rows, listParametersOf(new URL(request.url)));
    return HttpResponse.json(
      { code: 0, message: 'ok', data: page.rows.map(project) },
      { headers: { 'content-range': page.contentRange, 'access-control-expose-headers': 'Content-Range' } },
    );
  } catch (error) {
    if (error instanceof AppError) return refusal(error, request.headers.get('accept-language'));
    throw error;
  }
}

/** The tenant lists: the whole list, oldest first, without any parameter of the convention; a page with any. */
function tenantList(request: Request, rows: readonly Tenant[], project: (tenant: Tenant) => unknown): Response {
  if (!asksForPage(listParametersOf(new URL(request.url)))) return HttpResponse.json({ code: 0, message: 'ok', data: rows.map(project) });
  return pageAnswer(request, TENANT_LIST, rows, project);
}

/**
 * An export as the server streams it: every row the filter matches (the server's parser, so the
 * same 400s), in the export's order, as CSV with the server's columns, named for the day.
 */
function exportAnswer<Row, Field extends string, Filter>(
  request: Request,
  name: string,
  spec: ListSpec<Row, Field, Filter>,
  rows: readonly Row[],
  direction: 1 | -1,
  csv: { header: string; row: (row: Row) => string },
): Response {
  try {
    const filter = spec.parseFilter(new URL(request.url).searchParams.get('filter') ?? undefined);
    const lines = rows.filter((row) => spec.matches(row, filter)).sort((a, b) => direction * (spec.idOf(a) - spec.idOf(b)));
    const day = new Date().toISOString().slice(0, 10);
    return new HttpResponse(csv.header + lines.map(csv.row).join(''), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}-${day}.csv"` },
    });
  } catch (error) {
    if (error instanceof AppError) return refusal(error, request.headers.get('accept-language'));
    throw error;
  }
}

/** One row by its id (`/…/{id}`), when the rows hold it; otherwise the generated handler answers. */
function rowAnswer<Row>(id: unknown, rows: readonly Row[], idOf: (row: Row) => number): Response | undefined {
  const row = typeof id === 'string' && /^\d+$/.test(id) ? rows.find((candidate) => idOf(candidate) === Number(id)) : undefined;
  return row === undefined ? undefined : HttpResponse.json({ code: 0, message: 'ok', data: row });
}

/**
 * The contract's four lists over seeded rows, in the server's list convention (`sort`, `range`, `filter`): the
 * same parsers, so the same 400s, and the same order, paging, filters and `Content-Range`. Used
 * by the console's mocks (`VITE_MOCK=1`) and the mock server alike; put them before the generated
 * handlers, which answer the rest. Reading one row by id answers the row the lists hold, and the
 * CSV exports filter the same rows.
 */
export function listHandlers(dataset: () => MockDataset): HttpHandler[] {
  // Each list first: `/v1/admin/tenant/:id` would match `/v1/admin/tenant/with-domains` too (it passes non-numbers on).
  return [
    http.get('*/v1/admin/tenant', ({ request }) => tenantList(request, dataset().tenants, summaryOf)),
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => tenantList(request, dataset().tenants, (tenant) => tenant)),
    http.get('*/v1/users', ({ request }) => pageAnswer(request, USER_LIST, dataset().users)),
    http.get('*/v1/audit-events', ({ request }) => pageAnswer(request, AUDIT_LIST, dataset().auditEvents)),
    // Before `…/:id`, which they would match; tenants in id order, events newest first, as the server exports them.
    http.get('*/v1/admin/tenant/export', ({ request }) => exportAnswer(request, 'tenants', TENANT_LIST, dataset().tenants, 1, { header: TENANT_CSV_HEADER, row: tenantCsvRow })),
    http.get('*/v1/audit-events/export', ({ request }) => exportAnswer(request, 'audit-events', AUDIT_LIST, dataset().auditEvents, -1, { header: AUDIT_CSV_HEADER, row: auditCsvRow })),
    // A row opened from a list is the row the list showed.
    http.get('*/v1/admin/tenant/:id', ({ params }) => rowAnswer(params['id'], dataset().tenants, TENANT_LIST.idOf)),
    http.get('*/v1/users/:id', ({ params }) => rowAnswer(params['id'], dataset().users, USER_LIST.idOf)),
    http.get('*/v1/audit-events/:id', ({ params }) => rowAnswer(params['id'], dataset().auditEvents, AUDIT_LIST.idOf)),
  ];
}
