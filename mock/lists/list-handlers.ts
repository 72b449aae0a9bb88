import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { AppError } from '../../server/src/core/errors.js';
import { languageFrom, type MessageCatalog } from '../../server/src/core/i18n/catalog.js';
import type { AnyListDeclaration } from '../../server/src/core/lists/list-declaration.js';
import { asksForPage } from '../../server/src/core/lists/list-query.js';
import { refusal } from '../refusal.js';
import { pathOf } from './generated-operation.js';
import { listPage, listParametersOf } from './list-convention.js';
import type { MockDataset } from './mock-dataset.js';
import { namedRows } from './named-rows.js';

/** An answer, or the server's refusal when the server's own parsers refuse the request. */
function refusing(request: Request, words: MessageCatalog, answer: () => Response): Response {
  try {
    return answer();
  } catch (error) {
    if (error instanceof AppError) return refusal(error, request.headers.get('accept-language'), words);
    throw error;
  }
}

/**
 * The envelope with the page, and its `Content-Range` readable by scripts of other origins, as the
 * server sends it; a list answered whole without parameters (the tenants') is, without any.
 */
function pageAnswer(request: Request, list: AnyListDeclaration, rows: readonly unknown[], project: (row: unknown) => unknown): Response {
  const query = listParametersOf(new URL(request.url));
  if (list.wholeWithoutParameters && !asksForPage(query)) return HttpResponse.json({ code: 0, message: 'ok', data: rows.map(project) });
  const page = listPage(list, rows, query);
  return HttpResponse.json(
    { code: 0, message: 'ok', data: page.rows.map(project) },
    { headers: { 'content-range': page.contentRange, 'access-control-expose-headers': 'Content-Range' } },
  );
}

/**
 * An export as the server streams it: every row the filter matches (the server's parser, so the
 * same 400s), in the export's order, as CSV with the server's columns and words, named for the day.
 */
function exportAnswer(request: Request, list: AnyListDeclaration, rows: readonly unknown[], csv: NonNullable<AnyListDeclaration['export']>): Response {
  const filter = list.parseFilter(new URL(request.url).searchParams.get('filter') ?? undefined);
  const direction = csv.newestFirst ? -1 : 1;
  const lines = rows.filter((row) => list.matches(row, filter)).sort((a, b) => direction * (list.idOf(a) - list.idOf(b)));
  const day = new Date().toISOString().slice(0, 10);
  const language = languageFrom(request.headers.get('accept-language') ?? undefined);
  const added = csv.addedColumns?.(lines) ?? [];
  return new HttpResponse(csv.header(added) + lines.map((row) => csv.row(row, language, added)).join(''), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${csv.fileName}-${day}.csv"` },
  });
}

/**
 * Every area's list (`modules/<area>/list.ts`) over seeded rows, in the server's list convention
 * (`sort`, `range`, `filter`): the same parsers, so the same 400s in the same words, and the same
 * order, paging, filters and `Content-Range`. Used by the console's mocks (`VITE_MOCK=1`) and the
 * mock server alike; put them before the generated handlers, which answer the rest. Reading one
 * row by id answers the row the lists hold, and the CSV exports filter the same rows.
 */
export function listHandlers(lists: readonly AnyListDeclaration[], dataset: () => MockDataset, words: MessageCatalog): HttpHandler[] {
  const rowsOf = (list: AnyListDeclaration) => dataset().get(list.resource) ?? [];
  const whole = (row: unknown) => row;
  // The lists first, then the exports: `…/tenant/:id` would match `…/tenant/with-domains` and `…/tenant/export` too (it passes non-numbers on).
  const pages = lists.flatMap((list) =>
    list.operations.map(({ operationId, project }) =>
      http.get(pathOf(operationId), ({ request }) => refusing(request, words, () => pageAnswer(request, list, rowsOf(list), project ?? whole))),
    ),
  );
  const exports = lists.flatMap((list) => {
    const csv = list.export;
    return csv === undefined ? [] : [http.get(pathOf(csv.operationId), ({ request }) => refusing(request, words, () => exportAnswer(request, list, rowsOf(list), csv)))];
  });
  // A row opened from a list is the row the list showed; an id the rows do not hold is the server's 404, below its path too.
  const named = namedRows(lists, dataset);
  const rowAnswer: HttpResponseResolver = ({ request }) => {
    const found = named(new URL(request.url).pathname);
    if (found === undefined) return undefined;
    if (!found.found) return refusal(found.refusal, request.headers.get('accept-language'), words);
    return found.ownPath && request.method === 'GET' ? HttpResponse.json({ code: 0, message: 'ok', data: found.row }) : undefined;
  };
  const rows = lists.flatMap((list) => {
    if (list.getOne === undefined) return [];
    const path = pathOf(list.getOne.operationId);
    return [http.all(path, rowAnswer), http.all(`${path}/*`, rowAnswer)];
  });
  return [...pages, ...exports, ...rows];
}
