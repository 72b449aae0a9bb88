import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { listTenants } from '../../generated/endpoints/tenants/tenants';
import type { TenantSummary } from '../../generated/model';
import { getCurrentTenantId, getStoredUser, getToken, setCurrentTenantId } from '../../lib/session';
import { clearTenantsCache, readTenantsCache, writeTenantsCache } from '../../lib/tenants-cache';
import { tenantIdFromToken } from '../../lib/token-claims';
import { filterTenants } from './filter-tenants';

export interface TenantSwitcher {
  isAdmin: boolean;
  tenants: TenantSummary[];
  current: TenantSummary | undefined;
  loading: boolean;
  error: string | undefined;
  query: string;
  filtered: TenantSummary[];
  setQuery(query: string): void;
  /** True when the switch happened; a refusal says why in a toast. */
  switchTo(tenant: TenantSummary): boolean;
  refuse(): void;
  refresh(): Promise<void>;
}

function savedTenantId(): number | undefined {
  const saved = Number(getCurrentTenantId());
  return Number.isInteger(saved) && saved > 0 ? saved : undefined;
}

/** Spec §3–§6: the tenants an administrator can work in, and the one they work in now. */
export function useTenantSwitcher(): TenantSwitcher {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const isAdmin = getStoredUser()?.isAdmin === true;
  // A fresh cache is the starting list; only without one does the server get asked.
  const [cachedAtStart] = useState(() => (isAdmin ? readTenantsCache() : undefined));
  const [tenants, setTenants] = useState<TenantSummary[]>(cachedAtStart ?? []);
  const [chosenId, setChosenId] = useState<number | undefined>(savedTenantId);
  const [loading, setLoading] = useState(isAdmin && !cachedAtStart);
  const [error, setError] = useState<string>();
  const [query, setQuery] = useState('');

  const fetchTenants = useCallback(async () => {
    try {
      const list = await listTenants();
      setTenants(list);
      setError(undefined);
      writeTenantsCache(list);
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message ? failure.message : translate('shell.switcher.loadFailedDefault');
      setError(message);
      toast.error(translate('shell.switcher.loadFailedTitle'), { description: message });
    } finally {
      setLoading(false);
    }
  }, [translate]);

  useEffect(() => {
    // Syncing with the server: state is set when the answer arrives, not in this body.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isAdmin && !cachedAtStart) void fetchTenants();
    // Once per mount: a change of language must not reload the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAdmin, cachedAtStart]);

  const current = useMemo(() => {
    const byId = (id: number | undefined) => (id === undefined ? undefined : tenants.find((t) => t.tenantId === id));
    return byId(chosenId) ?? byId(tenantIdFromToken(getToken())) ?? tenants[0];
  }, [tenants, chosenId]);

  const filtered = useMemo(() => filterTenants(tenants, query), [tenants, query]);

  const refuse = useCallback(() => {
    toast.error(translate('shell.switcher.forbiddenTitle'), { description: translate('shell.switcher.forbiddenText') });
  }, [translate]);

  const switchTo = useCallback(
    (tenant: TenantSummary) => {
      if (!isAdmin) {
        refuse();
        return false;
      }
      if (!tenant.enabled) {
        toast.error(translate('shell.switcher.disabledTitle'), {
          description: translate('shell.switcher.disabledText', { username: tenant.username }),
        });
        return false;
      }
      setCurrentTenantId(tenant.tenantId);
      setChosenId(tenant.tenantId);
      toast.success(translate('shell.switcher.switched', { username: tenant.username }));
      // Dropped, not just marked stale: no screen may keep showing the previous tenant's data.
      void queryClient.resetQueries();
      return true;
    },
    [isAdmin, queryClient, refuse, translate],
  );

  const refresh = useCallback(async () => {
    if (!isAdmin) return;
    clearTenantsCache();
    setLoading(true);
    await fetchTenants();
  }, [isAdmin, fetchTenants]);

  return { isAdmin, tenants, current, loading, error, query, filtered, setQuery, switchTo, refuse, refresh };
}
