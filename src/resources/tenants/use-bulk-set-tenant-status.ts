import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { settleEach, type BulkOutcome } from '../../components/bulk-outcome';
import type { TenantDataProvider } from './tenant-record';

export interface BulkStatusRequest {
  ids: readonly Identifier[];
  enabled: boolean;
  nameOf: (id: Identifier) => string;
  /** The tenant's state as the list shows it; undefined for one selected on another page. */
  enabledOf: (id: Identifier) => boolean | undefined;
}

/**
 * Enables or disables each tenant, then says what changed, what already was so and what failed
 * (the failures themselves are the caller's to list), and refreshes what is on screen.
 */
export function useBulkSetTenantStatus(onOutcome: (outcome: BulkOutcome) => void) {
  const dataProvider = useDataProvider<TenantDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ ids, enabled, nameOf, enabledOf }: BulkStatusRequest) =>
      settleEach(ids, (id) => dataProvider.setTenantStatus('tenants', id, enabled), {
        nameOf,
        // The status call answers 200 whether or not the state changed.
        alreadySo: (id) => enabledOf(id) === enabled,
        fallbackReason: translate('shell.errors.somethingWentWrong'),
      }),
    onSuccess: (outcome, { enabled }) => {
      notify(enabled ? 'resources.tenants.notifications.bulkEnabled' : 'resources.tenants.notifications.bulkDisabled', {
        type: outcome.failed.length === 0 ? 'success' : 'warning',
        messageArgs: { changed: outcome.changed.length, unchanged: outcome.unchanged.length, failed: outcome.failed.length },
      });
      onOutcome(outcome);
      refresh();
    },
  });
}
