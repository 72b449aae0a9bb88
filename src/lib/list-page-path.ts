import type { SortPayload } from 'react-admin';
import type { ListQuery } from './list-query';

/** A list's first page: the resource, the page as react-admin asks for it, and its address on the wire. */
export interface FirstListPage {
  resource: string;
  query: ListQuery;
  path: string;
}

/** How a resource's list names its sort fields and filters on the wire. */
export interface ListWire {
  /** Where ra-data-simple-rest finds the list, under `/v1`. */
  path: string;
  /** react-admin's field names that the contract names otherwise (its `id` is the contract's own id). */
  sortFields: Record<string, string>;
  toContractFilter: (filter: Record<string, unknown> | undefined) => object;
}

/** A sort as the contract names its field. */
export function wireSort(wire: ListWire, sort: SortPayload): SortPayload {
  return { ...sort, field: wire.sortFields[sort.field] ?? sort.field };
}

/**
 * The address ra-data-simple-rest asks for one page of a list (`filter`, `range`, `sort`, its keys
 * in order and strictly encoded), built without it: the console asks for a first page as it boots,
 * before ra-data-simple-rest has loaded. The first-screen tests hold the two equal.
 */
export function listPagePath(wire: ListWire, { pagination = { page: 1, perPage: 25 }, sort = { field: 'id', order: 'ASC' }, filter }: ListQuery): string {
  const start = (pagination.page - 1) * pagination.perPage;
  const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const range = [start, start + pagination.perPage - 1];
  return `/v1/${wire.path}?filter=${encode(wire.toContractFilter(filter))}&range=${encode(range)}&sort=${encode([wireSort(wire, sort).field, sort.order])}`;
}

/** The first page of a resource's list, as the console asks for it before react-admin has loaded. */
export function firstListPage(resource: string, wire: ListWire, query: ListQuery): FirstListPage {
  return { resource, query, path: listPagePath(wire, query) };
}

/** The first page of the list at this address; none with parameters in it (the list asks for that page itself). */
export function firstListPageAt(pages: Iterable<FirstListPage>, location: Pick<Location, 'pathname' | 'search'>): FirstListPage | undefined {
  if (location.search !== '') return undefined;
  for (const page of pages) if (location.pathname === `/${page.resource}`) return page;
  return undefined;
}
