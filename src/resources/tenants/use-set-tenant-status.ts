import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { TenantDataProvider } from './tenant-record';

/** Enables or disables one tenant, then says so and refreshes what is on screen. */
export function useSetTenantStatus() {
  const dataProvider = useDataProvider<TenantDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: Identifier; enabled: boolean; name: string }) => dataProvider.setTenantStatus('tenants', id, enabled),
    onSuccess: (_result, { enabled, name }) => {
      notify(enabled ? 'resources.tenants.notifications.enabled' : 'resources.tenants.notifications.disabled', {
        type: 'success',
        messageArgs: { name },
      });
      refresh();
    },
    // Errors reach the shared mutation handler, which shows the server's message.
    onError: () => refresh(),
  });
}
