import { contentRange, parseRange, parseSort, type Direction, type ListParameters } from '../../server/src/core/lists/list-query.js';

/** Orders two rows by one field, ascending. */
export type Comparator<Row> = (a: Row, b: Row) => number;

/**
 * One list of the contract as the server answers it: the fields it sorts by (in the server's
 * order, which its messages name), its default order, the server's own filter parser and what a
 * parsed filter keeps.
 */
export interface ListSpec<Row, Field extends string, Filter> {
  /** The name `Content-Range` gives the rows. */
  resource: string;
  fields: readonly Field[];
  /** Each sort field's order; ties are broken by `idOf` in the same direction, as on the server. */
  orderBy: Record<Field, Comparator<Row>>;
  idOf: (row: Row) => number;
  defaultSort: { field: Field; direction: Direction };
  parseFilter: (raw: string | undefined) => Filter;
  matches: (row: Row, filter: Filter) => boolean;
  /** The total is `*` (not counted) above this many matching rows. */
  countLimit?: number;
}

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
  const sort = parseSort(query.sort, spec.fields, spec.defaultSort.field, spec.defaultSort.direction);
  const range = parseRange(query.range);
  const filter = spec.parseFilter(query.filter);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byField = spec.orderBy[sort.field];
  const matching = rows.filter((row) => spec.matches(row, filter)).sort((a, b) => sign * (byField(a, b) || spec.idOf(a) - spec.idOf(b)));
  const page = matching.slice(range.start, range.end + 1);
  const total = spec.countLimit !== undefined && matching.length > spec.countLimit ? undefined : matching.length;
  return { rows: page, contentRange: contentRange(spec.resource, range.start, page.length, total) };
}

/** The parameters of the convention in a URL; absent ones are undefined. */
export function listParametersOf(url: URL): ListParameters {
  const read = (name: string) => url.searchParams.get(name) ?? undefined;
  return { sort: read('sort'), range: read('range'), filter: read('filter') };
}

/** Text in the byte order of its UTF-8 form, which is the order of its code points. */
export function compareText(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const difference = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

export const compareNumbers = (a: number, b: number): number => a - b;
/** `false` before `true`, as the databases store them (0, 1). */
export const compareBooleans = (a: boolean, b: boolean): number => Number(a) - Number(b);
/** ISO 8601 instants in time order; `null` (never) first, as the server sorts them ascending. */
export function compareInstants(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return Date.parse(a) - Date.parse(b);
}
