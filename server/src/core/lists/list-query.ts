import type { PageEncoding } from './page-encoding.js';
import { AppError, ErrorCode } from '../errors.js';
import type { MessageKey, MessageParams } from '../i18n/catalog.js';
import { nestsDeeperThan } from '../validation/json-depth.js';
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

export function invalid(field: 'sort' | 'range' | 'filter', key: MessageKey, params: MessageParams = {}): AppError {
  return new AppError(ErrorCode.ValidationFailed, key, { field, params: { field, ...params } });
}

function parseJson(field: 'sort' | 'range' | 'filter', raw: string): unknown {
  if (nestsDeeperThan(raw)) throw invalid(field, 'listNotJson');
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(field, 'listNotJson');
  }
}

export function parseSort<Field extends string>(
  raw: string | undefined,
  fields: readonly Field[],
  fallback: Field,
  fallbackDirection: Direction = 'asc',
  /** Fields named by a pattern rather than listed (a tenant's `attr.<key>`). */
  fieldPattern?: RegExp,
): ListQuery<Field, unknown>['sort'] {
  if (raw === undefined) return { field: fallback, direction: fallbackDirection };
  const value = parseJson('sort', raw);
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || (value[1] !== 'ASC' && value[1] !== 'DESC')) {
    throw invalid('sort', 'listSortShape');
  }
  const field = value[0] as Field;
  if (!fields.includes(field) && !fieldPattern?.test(field)) throw invalid('sort', 'listSortField', { value: field.slice(0, 40), fields: fields.join(', ') });
  return { field, direction: value[1] === 'ASC' ? 'asc' : 'desc' };
}

/** How a list reads the convention's parameters: the fields it sorts by and its default order, and its filter's parser. */
export interface ListReading<Field extends string, Filter> {
  fields: readonly Field[];
  /** Sort fields named by a pattern: `attr.<key>` of the tenants' typed attributes. */
  fieldPattern?: RegExp;
  defaultSort: { field: Field; direction: Direction };
  parseFilter(raw: string | undefined): Filter;
}

/**
 * The convention's three parameters (`sort`, `range`, `filter`, each JSON) as `list` reads them,
 * on the server and in the mock alike: a malformed one is the caller's 400, naming it.
 */
export function parseListQuery<Field extends string, Filter>(raw: ListParameters, list: ListReading<Field, Filter>): ListQuery<Field, Filter> {
  return {
    sort: parseSort(raw.sort, list.fields, list.defaultSort.field, list.defaultSort.direction, list.fieldPattern),
    range: parseRange(raw.range),
    filter: list.parseFilter(raw.filter),
  };
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

export const TENANT_STATES = ['pending', 'active', 'disabled', 'deleted'] as const;
export type TenantState = (typeof TENANT_STATES)[number];

export interface TenantFilter {
  /** Trimmed and lower-cased; undefined when absent or blank. */
  q?: string;
  enabled?: boolean;
  ids?: number[];
  /** One state; without it, every tenant that is not deleted. */
  state?: TenantState;
  /** Not from the caller: the handler sets it, without `state`, while some tenant is deleted. */
  hideDeleted?: boolean;
  /** `attr.<key>`: a value of a typed attribute, one of several, or a range. */
  attributes?: AttributeCondition[];
  /** Not from the caller: `attributes` checked against their definitions, as the queries read them (`tenants/attribute-conditions.ts`). */
  attributeColumns?: ResolvedAttributeCondition[];
}

/** Where a typed attribute's values are, as the tenants' queries read them. */
export interface AttributeColumn {
  definitionId: number;
  column: 'value_text' | 'value_number' | 'value_date';
}

/** A filter's condition on one attribute, in the terms of its column. */
export interface ResolvedAttributeCondition extends AttributeColumn {
  oneOf?: (string | number)[];
  gte?: string | number;
  lte?: string | number;
}

const TENANT_FILTER_KEYS = ['q', 'enabled', 'id', 'state'] as const;

/** A typed attribute named in a filter's key or a sort's field: `attr.plan`. */
export const ATTRIBUTE_FIELD = /^attr\.[a-z][a-z0-9_]{0,39}$/;
export type AttributeField = `attr.${string}`;

export type AttributeScalar = string | number | boolean;

/** What a filter asks of one attribute, by its key: one of these values, or within these bounds (numbers and days). */
export interface AttributeCondition {
  key: string;
  oneOf?: AttributeScalar[];
  gte?: string | number;
  lte?: string | number;
}

const MAX_ATTRIBUTE_CHOICES = 100;

function isAttributeScalar(value: unknown): value is AttributeScalar {
  if (typeof value === 'string') return value.length <= 500 && isStorableText(value);
  return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';
}

function isBound(value: unknown): value is string | number | undefined {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= 10);
}

/** `"enterprise"`, `["team","enterprise"]` or `{"gte":10,"lte":100}`; anything else is the caller's 400. */
function attributeCondition(field: string, value: unknown): AttributeCondition {
  const key = field.slice('attr.'.length);
  if (isAttributeScalar(value)) return { key, oneOf: [value] };
  if (Array.isArray(value) && value.length >= 1 && value.length <= MAX_ATTRIBUTE_CHOICES && value.every(isAttributeScalar)) return { key, oneOf: value };
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const { gte, lte, ...rest } = value as Record<string, unknown>;
    if (Object.keys(rest).length === 0 && (gte !== undefined || lte !== undefined) && isBound(gte) && isBound(lte)) {
      return { key, ...(gte !== undefined && { gte }), ...(lte !== undefined && { lte }) };
    }
  }
  throw invalid('filter', 'listFilterAttribute', { value: field.slice(0, 45), limit: MAX_ATTRIBUTE_CHOICES });
}

/** The filter's JSON object, refused when it is not one or names a key not in `keys`. */
export function filterEntries(raw: string | undefined, keys: readonly string[], keyPattern?: RegExp): Record<string, unknown> {
  if (raw === undefined) return {};
  const value = parseJson('filter', raw);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid('filter', 'listFilterShape');
  const entries = value as Record<string, unknown>;
  const unknown = Object.keys(entries).find((key) => !keys.includes(key) && !keyPattern?.test(key));
  if (unknown !== undefined) {
    throw invalid('filter', 'listFilterKey', { value: unknown.slice(0, 40), keys: keys.join(', ') });
  }
  return entries;
}

/** `q`: trimmed and lower-cased; undefined when absent or blank. */
export function filterText(q: unknown): string | undefined {
  if (q === undefined) return undefined;
  if (typeof q !== 'string' || q.length > MAX_QUERY_LENGTH || !isStorableText(q)) {
    throw invalid('filter', 'listFilterQ', { limit: MAX_QUERY_LENGTH });
  }
  const trimmed = q.trim().toLowerCase();
  return trimmed === '' ? undefined : trimmed;
}

export function filterBoolean(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalid('filter', 'listFilterEnabled');
  return value;
}

/** One id or a list of at most a page of them; `message` says which kind of id. */
export function filterIds(id: unknown, message: MessageKey, max: number = INT32_MAX): number[] | undefined {
  if (id === undefined) return undefined;
  const ids = Array.isArray(id) ? id : [id];
  const isId = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= max;
  if (ids.length > MAX_PAGE_ROWS || !ids.every(isId)) throw invalid('filter', message, { limit: MAX_PAGE_ROWS });
  return ids as number[];
}

export function parseTenantFilter(raw: string | undefined): TenantFilter {
  const entries = filterEntries(raw, TENANT_FILTER_KEYS, ATTRIBUTE_FIELD);
  const { q, enabled, id, state: wanted } = entries;
  const filter: TenantFilter = {};
  const attributes = Object.entries(entries)
    .filter(([key]) => ATTRIBUTE_FIELD.test(key))
    .map(([key, value]) => attributeCondition(key, value));
  if (attributes.length > 0) filter.attributes = attributes;
  if (wanted !== undefined) {
    if (!TENANT_STATES.includes(wanted as TenantState)) throw invalid('filter', 'listFilterState');
    filter.state = wanted as TenantState;
  }
  const text = filterText(q);
  if (text !== undefined) filter.q = text;
  const state = filterBoolean(enabled);
  if (state !== undefined) filter.enabled = state;
  const ids = filterIds(id, 'listFilterId');
  if (ids !== undefined) filter.ids = ids;
  return filter;
}

/** Sends one page with its `Content-Range`, readable by scripts of other origins. */
export function withContentRange<R extends { header(name: string, value: string): R }>(reply: R, value: string): R {
  return reply.header('content-range', value).header('access-control-expose-headers', 'Content-Range');
}

/**
 * `tenants 0-24/1042`, or `tenants *\/1042` for an empty page; the total is `*` (RFC 9110's
 * unknown length) when it was not counted.
 */
export function contentRange(resource: string, start: number, rows: number, total: number | undefined): string {
  const length = total === undefined ? '*' : String(total);
  return rows === 0 ? `${resource} */${length}` : `${resource} ${start}-${start + rows - 1}/${length}`;
}

/** One page as sent: its serialized body, its `Content-Range`, and the body encoded as it was asked for. */
export interface CachedPage {
  contentRange: string;
  body: Buffer;
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
}
