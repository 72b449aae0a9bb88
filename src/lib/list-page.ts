import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/**
 * The page with its total, or, when the server did not count (`Content-Range: …/*`, a search
 * matching too many rows to count quickly), with whether pages lie before and after it.
 */
export function withTotal<R extends RaRecord>(
  data: R[],
  total: number | undefined,
  params: Pick<GetListParams, 'pagination'>,
): GetListResult<R> {
  if (total !== undefined && Number.isFinite(total)) return { data, total };
  const { page = 1, perPage = data.length } = params.pagination ?? {};
  return { data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: data.length >= perPage } };
}

/** The list's filter values as JSON the contract accepts: empty inputs are no filter at all. */
export function withoutEmpty(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    result[key] = value;
  }
  return result;
}
