import type { ListSpec } from '../../server/src/core/lists/list-declaration.js';
import { contentRange, parseListQuery, type ListParameters } from '../../server/src/core/lists/list-query.js';

export interface ListPage<Row> {
  rows: Row[];
  contentRange: string;
}

/**
 * One page of rows held in memory, read as the server reads the list convention of
 * ra-data-simple-rest (`sort`, `range`, `filter`, each JSON): with the server's parsers, so a
 * malformed parameter throws the server's own `AppError`, and the page's `Content-Range`.
 */
export function listPage<Row, Field extends string, Filter>(spec: ListSpec<Row, Field, Filter>, rows: readonly Row[], query: ListParameters): ListPage<Row> {
  const { sort, range, filter } = parseListQuery(query, spec);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byField = spec.orderBy[sort.field] ?? spec.orderByPattern?.(sort.field) ?? (() => 0);
  const missing = spec.missingUnder?.(sort.field);
  const lastWhenMissing = (a: Row, b: Row) => (missing ? Number(missing(a)) - Number(missing(b)) : 0);
  const matching = rows.filter((row) => spec.matches(row, filter)).sort((a, b) => lastWhenMissing(a, b) || sign * (byField(a, b) || spec.idOf(a) - spec.idOf(b)));
  const page = matching.slice(range.start, range.end + 1);
  const total = spec.countLimit !== undefined && matching.length > spec.countLimit ? undefined : matching.length;
  return { rows: page, contentRange: contentRange(spec.resource, range.start, page.length, total) };
}

/** The parameters of the convention in a URL; absent ones are undefined. */
export function listParametersOf(url: URL): ListParameters {
  const read = (name: string) => url.searchParams.get(name) ?? undefined;
  return { sort: read('sort'), range: read('range'), filter: read('filter') };
}
