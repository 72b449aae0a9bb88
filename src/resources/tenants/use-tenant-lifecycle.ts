import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useRedirect, useRefresh, type Identifier } from 'react-admin';
import type { TenantDataProvider, TenantRecord } from './tenant-record';
import { formatPurgeDate } from './tenant-state';

interface Named {
  id: Identifier;
  name: string;
}

/*
 * The lifecycle's calls, each saying what it did and refreshing what is on screen. A refusal reaches
 * the shared mutation handler, which shows the server's own words in the user's language.
 */

/** Deletes the tenant restorably (`confirm`: its name as typed), and says until when it can be restored. */
export function useDeleteTenant() {
  const dataProvider = useDataProvider<TenantDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  return useMutation({
    mutationFn: ({ id, confirm }: Named & { confirm: string }) => dataProvider.deleteTenant('tenants', id, confirm),
    onSuccess: ({ data }: { data: TenantRecord }, { name }) => {
      notify('resources.tenants.notifications.deleted', {
        type: 'success',
        messageArgs: { name, date: data.purgeAt ? formatPurgeDate(data.purgeAt, locale) : '' },
      });
      refresh();
    },
  });
}

export function useRestoreTenant() {
  const dataProvider = useDataProvider<TenantDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id }: Named) => dataProvider.restoreTenant('tenants', id),
    onSuccess: (_result, { name }) => {
      notify('resources.tenants.notifications.restored', { type: 'success', messageArgs: { name } });
      refresh();
    },
  });
}

/**
 * Approves or rejects a sign-up. A rejected tenant is removed at once (its page is gone), so the
 * list opens instead.
 */
export function useDecideSignUp() {
  const dataProvider = useDataProvider<TenantDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  return useMutation({
    mutationFn: ({ id, approve, reason }: Named & { approve: boolean; reason?: string }) =>
      dataProvider.decideTenantSignUp('tenants', id, approve ? { approve } : { approve, reason: reason ?? '' }),
    onSuccess: (_result, { approve, name }) => {
      notify(approve ? 'resources.tenants.notifications.approved' : 'resources.tenants.notifications.rejected', {
        type: 'success',
        messageArgs: { name },
      });
      if (approve) refresh();
      else redirect('list', 'tenants');
    },
  });
}
