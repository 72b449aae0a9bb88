import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { TenantDataProvider } from './tenant-record';

/** Enables or disables tenants, then says so and refreshes what is on screen. */
export function useSetTenantStatus() {
  const dataProvider = useDataProvider<TenantDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ ids, enabled }: { ids: Identifier[]; enabled: boolean; name?: string }) =>
      Promise.all(ids.map((id) => dataProvider.setTenantStatus(id, enabled))),
    onSuccess: (results, { enabled, name }) => {
      const single = results.length === 1 && name !== undefined;
      const key = single
        ? enabled
          ? 'resources.tenants.notifications.enabled'
          : 'resources.tenants.notifications.disabled'
        : enabled
          ? 'resources.tenants.notifications.bulkEnabled'
          : 'resources.tenants.notifications.bulkDisabled';
      notify(key, { type: 'success', messageArgs: { name, smart_count: results.length } });
      refresh();
    },
    // Errors reach the shared mutation handler, which shows the server's message.
    onError: () => refresh(),
  });
}
