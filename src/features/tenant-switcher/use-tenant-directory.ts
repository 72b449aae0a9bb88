import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { getListTenantsQueryKey, useListTenants } from '../../generated/endpoints/tenants/tenants';
import type { TenantSummary } from '../../generated/model';
import { clearTenantsCache, readTenantsCache, writeTenantsCache } from '../../lib/tenants-cache';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { useAttributeDefinitions } from '../../components/use-attribute-definitions';
import { attributeFilter, looksLikeAttributeSearch } from './attribute-search';

/** Up to this many tenants the switcher holds them all, cached in local storage and filtered here; above, it searches the server. */
export const LOCAL_TENANTS_LIMIT = 5000;
/** How many matches one server search shows. */
export const SERVER_RESULTS = 50;

export type DirectoryMode = 'local' | 'server';

export interface TenantDirectory {
  /** Undefined while the console finds out how many tenants there are. */
  mode: DirectoryMode | undefined;
  /** Local: every tenant. Server: the matches of the latest search answered. */
  tenants: TenantSummary[];
  loading: boolean;
  /** A search is on its way to the server. */
  searching: boolean;
  error: unknown;
  /**
   * The server's matches when the text typed is a search by a tenant attribute (`plan:enterprise`),
   * which no list held here can answer; undefined otherwise.
   */
  attributeMatches: TenantSummary[] | undefined;
  refresh(): Promise<void>;
}

/** Whether a tenant exists past the limit: one row, read through the index, decides the mode. */
const PROBE = { range: `[${LOCAL_TENANTS_LIMIT},${LOCAL_TENANTS_LIMIT}]` };

function searchParams(query: string, byAttribute: Record<string, unknown> | undefined) {
  const q = query.trim();
  return {
    // Id order finds the first matches of even a very common text at once; name order would pass over every one.
    sort: '["tenantId","ASC"]',
    range: `[0,${SERVER_RESULTS - 1}]`,
    ...(byAttribute ? { filter: JSON.stringify(byAttribute) } : q !== '' && { filter: JSON.stringify({ q }) }),
  };
}

export interface TenantSearch {
  /** The matches of the latest search answered (kept while the next one is on its way). */
  tenants: TenantSummary[] | undefined;
  pending: boolean;
  /** A search is on its way, or the typing has not settled yet. */
  searching: boolean;
  /** The matches shown are those of an earlier search than the text typed now. */
  stale: boolean;
  error: unknown;
  /** The text typed is a search by a tenant attribute (`plan:enterprise`): the matches are the server's, not names. */
  byAttribute: boolean;
}

/**
 * The server's search of tenants by name, domain or id (`filter.q` on the tenants list): the
 * switcher's above the local limit, and the command palette's always (it finds tenants by domain
 * and id too, which the switcher's local list does not hold).
 */
export function useTenantSearch(enabled: boolean, query: string): TenantSearch {
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  // The definitions are read only once something of the shape `key:value` is typed.
  const shaped = looksLikeAttributeSearch(settled);
  const definitions = useAttributeDefinitions({ enabled: enabled && shaped });
  const byAttribute = attributeFilter(settled, definitions.data);
  const waiting = shaped && definitions.isPending && definitions.fetchStatus !== 'idle';
  const search = useListTenants(searchParams(settled, byAttribute), {
    query: { enabled: enabled && !waiting, placeholderData: keepPreviousData, staleTime: 30_000 },
  });
  const searching = search.isFetching || settled !== query || waiting;
  return {
    tenants: search.data,
    pending: search.isPending,
    searching,
    stale: settled !== query || search.isPlaceholderData || waiting,
    error: search.error,
    byAttribute: byAttribute !== undefined,
  };
}

/** Where the switcher's tenants come from: the full list (cached for five minutes) or the server's search. */
export function useTenantDirectory(enabled: boolean, query: string): TenantDirectory {
  const queryClient = useQueryClient();
  const [startedWithCache, setStartedWithCache] = useState(() => enabled && readTenantsCache() !== undefined);
  const probe = useListTenants(PROBE, { query: { enabled: enabled && !startedWithCache, staleTime: Infinity } });
  const mode: DirectoryMode | undefined = !enabled
    ? undefined
    : startedWithCache
      ? 'local'
      : probe.data === undefined
        ? undefined
        : probe.data.length > 0
          ? 'server'
          : 'local';

  const full = useListTenants(undefined, {
    query: {
      enabled: mode === 'local',
      // A cache not yet expired is the list, reused as it is; only without one does the server get asked.
      initialData: () => readTenantsCache(),
      // Marks the cached list as not from this page's server, so it is not written back.
      initialDataUpdatedAt: 0,
      staleTime: Infinity,
    },
  });
  useEffect(() => {
    if (full.data && full.dataUpdatedAt > 0) writeTenantsCache(full.data);
  }, [full.data, full.dataUpdatedAt]);

  // A search by attribute goes to the server whichever list the switcher holds.
  const search = useTenantSearch(mode === 'server' || (mode === 'local' && looksLikeAttributeSearch(query)), query);
  const attributeMatches = search.byAttribute && !search.stale ? (search.tenants ?? []) : undefined;

  const refresh = useCallback(async () => {
    clearTenantsCache();
    setStartedWithCache(false);
    // Every tenant list the switcher holds is asked again: the count may have crossed the limit.
    await queryClient.resetQueries({ queryKey: getListTenantsQueryKey() });
  }, [queryClient]);

  const tenants = (mode === 'local' ? full.data : mode === 'server' ? search.tenants : undefined) ?? [];
  const loading = enabled && (mode === undefined ? probe.error === null : mode === 'local' ? full.isPending : search.pending);
  const error = probe.error ?? (mode === 'local' ? full.error : mode === 'server' ? search.error : null);
  const searchingByAttribute = mode === 'local' && looksLikeAttributeSearch(query) && search.searching;
  return { mode, tenants, loading, searching: (mode === 'server' && search.searching) || searchingByAttribute, error: error ?? (attributeMatches ? search.error : null), attributeMatches, refresh };
}
