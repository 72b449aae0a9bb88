import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from '../../lib/toast';
import { getListTenantsQueryKey, useGetTenant } from '../../generated/endpoints/tenants/tenants';
import type { TenantSummary } from '../../generated/model';
import { readRecentTenants, rememberRecentTenant } from '../../lib/recent-tenants';
import { getStoredUser } from '../../lib/session';
import { chooseActingTenant, chosenTenantId, ownTenantId, useOnTenantSwitch, useOtherTabSwitches } from '../tenant-context';
import { filterTenants } from './filter-tenants';
import { SERVER_RESULTS, useTenantDirectory, type DirectoryMode } from './use-tenant-directory';

export interface TenantSwitcher {
  isAdmin: boolean;
  mode: DirectoryMode | undefined;
  current: TenantSummary | undefined;
  loading: boolean;
  searching: boolean;
  error: string | undefined;
  query: string;
  /** What the list shows: local mode, every match; server mode, the current and recent tenants first. */
  filtered: TenantSummary[];
  /** Server mode: how many of `filtered` are the current and recent tenants. */
  pinned: number;
  /** Server mode: the server's matches shown, and whether there may be more. */
  serverMatches: { shown: number; capped: boolean };
  setQuery(query: string): void;
  /** True when the switch happened; a refusal says why in a toast, or to `onRefused` when given. */
  switchTo(tenant: TenantSummary, onRefused?: OnRefused): boolean;
  refuse(): void;
  refresh(): Promise<void>;
}

/** Drops every query but the switcher's own lists: no screen may keep showing the previous tenant's data. */
function resetTenantScopedQueries(queryClient: QueryClient): void {
  const switcherLists = getListTenantsQueryKey()[0];
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== switcherLists });
}

const summary = ({ tenantId, username, enabled }: TenantSummary): TenantSummary => ({ tenantId, username, enabled });

/** Why a switch was refused, in the user's language: a title and a sentence. */
export interface SwitchRefusal {
  title: string;
  description: string;
}

/** Shows a refusal where the caller wants it, instead of the toast. */
export type OnRefused = (refusal: SwitchRefusal) => void;

export interface SwitchTenant {
  /**
   * True when the switch happened. A refusal says why in a toast, or to `onRefused` when given:
   * a caller whose own surface holds the pointer (the switcher's list) shows it there, since a
   * toast raised under the pointer pauses and covers what the user reaches for next.
   */
  switchTo(tenant: TenantSummary, onRefused?: OnRefused): boolean;
  /** Says that only administrators switch. */
  refuse(): void;
}

/**
 * Makes a tenant the acting one, as the switcher, the command palette and a link naming the tenant
 * all do: administrators only, enabled tenants only, remembered among the recent ones, said in a
 * toast, and no screen left showing the previous tenant's data.
 */
export function useSwitchTenant(): SwitchTenant {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const isAdmin = getStoredUser()?.isAdmin === true;

  const refuse = useCallback(() => {
    toast.error(translate('shell.switcher.forbiddenTitle'), { description: translate('shell.switcher.forbiddenText') });
  }, [translate]);

  const switchTo = useCallback(
    (tenant: TenantSummary, onRefused?: OnRefused) => {
      if (!isAdmin) {
        refuse();
        return false;
      }
      if (!tenant.enabled) {
        const refusal = {
          title: translate('shell.switcher.disabledTitle'),
          description: translate('shell.switcher.disabledText', { username: tenant.username }),
        };
        if (onRefused) onRefused(refusal);
        else toast.error(refusal.title, { description: refusal.description });
        return false;
      }
      // The history first: another tab hearing of the switch reads the tenant's name from it.
      rememberRecentTenant(tenant);
      chooseActingTenant(tenant.tenantId);
      toast.success(translate('shell.switcher.switched', { username: tenant.username }));
      resetTenantScopedQueries(queryClient);
      return true;
    },
    [isAdmin, queryClient, refuse, translate],
  );
  return useMemo(() => ({ switchTo, refuse }), [switchTo, refuse]);
}

/** The tenants an administrator can work in, and the one they work in now. */
export function useTenantSwitcher(): TenantSwitcher {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const isAdmin = getStoredUser()?.isAdmin === true;
  const [query, setQuery] = useState('');
  const directory = useTenantDirectory(isAdmin, query);
  const { mode, tenants } = directory;
  const [chosenId, setChosenId] = useState<number | undefined>(chosenTenantId);
  const [recent, setRecent] = useState(readRecentTenants);

  const startId = chosenId ?? ownTenantId();
  const known = (id: number | undefined) =>
    id === undefined ? undefined : (tenants.find((t) => t.tenantId === id) ?? recent.find((t) => t.tenantId === id));
  // Searching the server, the console holds only some tenants: the current one is read by itself.
  const currentRead = useGetTenant(startId ?? 0, {
    query: { enabled: isAdmin && mode === 'server' && startId !== undefined && known(startId) === undefined },
  });

  const current = useMemo(() => {
    const byId = (id: number | undefined) => (id === undefined ? undefined : tenants.find((t) => t.tenantId === id));
    if (mode === 'local') return byId(chosenId) ?? byId(ownTenantId()) ?? tenants[0];
    if (mode === 'server') {
      const remembered = startId === undefined ? undefined : recent.find((t) => t.tenantId === startId);
      return remembered ?? byId(startId) ?? (currentRead.data ? summary(currentRead.data) : undefined);
    }
    return undefined;
  }, [mode, tenants, recent, chosenId, startId, currentRead.data]);

  const { attributeMatches } = directory;
  const { filtered, pinned } = useMemo(() => {
    if (attributeMatches) return { filtered: attributeMatches, pinned: 0 };
    if (mode !== 'server') return { filtered: filterTenants(tenants, query), pinned: 0 };
    const first = filterTenants(
      [current, ...recent].filter((t, i, all): t is TenantSummary => t !== undefined && all.findIndex((o) => o?.tenantId === t.tenantId) === i),
      query,
    );
    const firstIds = new Set(first.map((t) => t.tenantId));
    return { filtered: [...first, ...tenants.filter((t) => !firstIds.has(t.tenantId))], pinned: first.length };
  }, [mode, tenants, query, current, recent, attributeMatches]);

  const error = directory.error
    ? directory.error instanceof Error && directory.error.message
      ? directory.error.message
      : translate('shell.switcher.loadFailedDefault')
    : undefined;
  useEffect(() => {
    if (error) toast.error(translate('shell.switcher.loadFailedTitle'), { id: 'tenant-list-load-failed', description: error });
    // Said once per failure, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const { switchTo: switchActingTenant, refuse } = useSwitchTenant();
  const switchTo = useCallback(
    (tenant: TenantSummary, onRefused?: OnRefused) => {
      const switched = switchActingTenant(tenant, onRefused);
      if (switched) {
        setRecent(readRecentTenants());
        setChosenId(tenant.tenantId);
      }
      return switched;
    },
    [switchActingTenant],
  );

  // A switch made elsewhere in this tab (the command palette, a link naming the tenant) shows here too.
  useOnTenantSwitch(() => {
    setRecent(readRecentTenants());
    setChosenId(chosenTenantId());
  });

  useOtherTabSwitches((tenantId) => {
    const history = readRecentTenants();
    const name = (tenants.find((t) => t.tenantId === tenantId) ?? history.find((t) => t.tenantId === tenantId))?.username;
    setRecent(history);
    setChosenId(tenantId);
    resetTenantScopedQueries(queryClient);
    toast.info(translate('shell.switcher.switchedElsewhere', { username: name ?? `#${tenantId}` }), { id: 'tenant-switched-elsewhere' });
  });

  const { refresh: reload } = directory;
  const refresh = useCallback(async () => {
    if (isAdmin) await reload();
  }, [isAdmin, reload]);

  return {
    isAdmin,
    mode,
    current,
    loading: directory.loading,
    searching: directory.searching,
    error,
    query,
    filtered,
    pinned,
    serverMatches: { shown: tenants.length, capped: tenants.length >= SERVER_RESULTS },
    setQuery,
    switchTo,
    refuse,
    refresh,
  };
}
