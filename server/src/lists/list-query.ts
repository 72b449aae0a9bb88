import { AppError, ErrorCode } from '../errors.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { isStorableText } from '../validation/request-text.js';

/**
 * The list convention of ra-data-simple-rest, read from the query string:
 * `sort=["field","ASC"]`, `range=[start,end]` and `filter={...}`, each JSON.
 */

export const MAX_PAGE_ROWS = 1000;
const MAX_QUERY_LENGTH = 200;
const INT32_MAX = 2 ** 31 - 1;

export type Direction = 'asc' | 'desc';

export interface ListQuery<Field extends string, Filter> {
  sort: { field: Field; direction: Direction };
  /** Row positions from 0, both included. */
  range: { start: number; end: number };
  filter: Filter;
}

export interface ListParameters {
  sort?: string;
  range?: string;
  filter?: string;
}

/** True when the caller asked for a page rather than the whole list. */
export function asksForPage(query: ListParameters): boolean {
  return query.sort !== undefined || query.range !== undefined || query.filter !== undefined;
}

function invalid(field: 'sort' | 'range' | 'filter', key: MessageKey, params: MessageParams = {}): AppError {
  return new AppError(ErrorCode.ValidationFailed, key, { field, params: { field, ...params } });
}

function parseJson(field: 'sort' | 'range' | 'filter', raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(field, 'listNotJson');
  }
}

export function parseSort<Field extends string>(raw: string | undefined, fields: readonly Field[], fallback: Field): ListQuery<Field, unknown>['sort'] {
  if (raw === undefined) return { field: fallback, direction: 'asc' };
  const value = parseJson('sort', raw);
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || (value[1] !== 'ASC' && value[1] !== 'DESC')) {
    throw invalid('sort', 'listSortShape');
  }
  const field = value[0] as Field;
  if (!fields.includes(field)) throw invalid('sort', 'listSortField', { value: field.slice(0, 40), fields: fields.join(', ') });
  return { field, direction: value[1] === 'ASC' ? 'asc' : 'desc' };
}

export function parseRange(raw: string | undefined): ListQuery<string, unknown>['range'] {
  if (raw === undefined) return { start: 0, end: MAX_PAGE_ROWS - 1 };
  const value = parseJson('range', raw);
  const isPosition = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= INT32_MAX;
  if (!Array.isArray(value) || value.length !== 2 || !isPosition(value[0]) || !isPosition(value[1]) || value[0] > value[1]) {
    throw invalid('range', 'listRangeShape');
  }
  const [start, end] = value as [number, number];
  if (end - start + 1 > MAX_PAGE_ROWS) throw invalid('range', 'listRangeTooWide', { limit: MAX_PAGE_ROWS });
  return { start, end };
}

export interface TenantFilter {
  /** Trimmed and lower-cased; undefined when absent or blank. */
  q?: string;
  enabled?: boolean;
  ids?: number[];
}

const TENANT_FILTER_KEYS = ['q', 'enabled', 'id'] as const;

export function parseTenantFilter(raw: string | undefined): TenantFilter {
  if (raw === undefined) return {};
  const value = parseJson('filter', raw);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid('filter', 'listFilterShape');
  const entries = value as Record<string, unknown>;
  const unknown = Object.keys(entries).find((key) => !(TENANT_FILTER_KEYS as readonly string[]).includes(key));
  if (unknown !== undefined) {
    throw invalid('filter', 'listFilterKey', { value: unknown.slice(0, 40), keys: TENANT_FILTER_KEYS.join(', ') });
  }
  const filter: TenantFilter = {};
  const { q, enabled, id } = entries;
  if (q !== undefined) {
    if (typeof q !== 'string' || q.length > MAX_QUERY_LENGTH || !isStorableText(q)) {
      throw invalid('filter', 'listFilterQ', { limit: MAX_QUERY_LENGTH });
    }
    const trimmed = q.trim().toLowerCase();
    if (trimmed !== '') filter.q = trimmed;
  }
  if (enabled !== undefined) {
    if (typeof enabled !== 'boolean') throw invalid('filter', 'listFilterEnabled');
    filter.enabled = enabled;
  }
  if (id !== undefined) {
    const ids = Array.isArray(id) ? id : [id];
    const isId = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= INT32_MAX;
    if (ids.length > MAX_PAGE_ROWS || !ids.every(isId)) throw invalid('filter', 'listFilterId', { limit: MAX_PAGE_ROWS });
    filter.ids = ids as number[];
  }
  return filter;
}

/**
 * `tenants 0-24/1042`, or `tenants *\/1042` for an empty page; the total is `*` (RFC 9110's
 * unknown length) when it was not counted.
 */
export function contentRange(resource: string, start: number, rows: number, total: number | undefined): string {
  const length = total === undefined ? '*' : String(total);
  return rows === 0 ? `${resource} */${length}` : `${resource} ${start}-${start + rows - 1}/${length}`;
}

/** One page as sent: its serialized body and its `Content-Range`. */
export interface CachedPage {
  contentRange: string;
  body: Buffer;
}
