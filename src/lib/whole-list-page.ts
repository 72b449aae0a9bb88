import type { GetListParams } from 'react-admin';

function compare<R>(a: R, b: R, field: string): number {
  const left = (a as Record<string, unknown>)[field];
  const right = (b as Record<string, unknown>)[field];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left ?? '').localeCompare(String(right ?? ''));
}

/**
 * React-admin's page and sort applied to a list the contract answers whole (a tenant's 20 webhook
 * endpoints, the instance's 50 attributes): sorted by the asked field, then cut to the page.
 */
export function pageOfWholeList<R>(rows: readonly R[], params: GetListParams, defaultField: string): { data: R[]; total: number } {
  const { field = defaultField, order = 'ASC' } = params.sort ?? {};
  const sorted = [...rows].sort((a, b) => compare(a, b, field) * (order === 'DESC' ? -1 : 1));
  const { page = 1, perPage = sorted.length } = params.pagination ?? {};
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}
