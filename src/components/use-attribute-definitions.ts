import { useGetList } from 'react-admin';
import type { AttributeDefinition } from '../generated/model';

/** The instance holds at most 50 definitions: one page has them all. */
const ALL = { pagination: { page: 1, perPage: 50 }, sort: { field: 'key', order: 'ASC' as const } };

/**
 * The tenant attributes administrators defined, through the `attributes` resource: the pages that
 * define them and those that show or take a tenant's values read one cache, so a definition saved
 * shows on the next tenant form at once.
 */
export function useAttributeDefinitions({ enabled = true }: { enabled?: boolean } = {}) {
  return useGetList<AttributeDefinition & { id: string }>('attributes', ALL, { staleTime: 60_000, enabled });
}
