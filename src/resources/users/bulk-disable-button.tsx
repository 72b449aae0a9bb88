import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselect,
  type Identifier,
} from 'react-admin';
import { BulkFailuresDialogOnDemand } from '../../components/dialogs-on-demand';
import { settleEach, type BulkFailure } from '../../components/bulk-outcome';
import type { UserRecord } from './user-record';
import { useActingTenantLabel } from '../../components/use-acting-tenant-label';

/**
 * Disables every selected user (one PUT each, `{enabled: false}`), after a confirmation, then says
 * how many were disabled, how many already were (the server's 304) and which could not be, and why.
 */
export function BulkDisableButton() {
  const tenant = useActingTenantLabel();
  const { selectedIds, data } = useListContext<UserRecord>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const unselect = useUnselect('users');
  const [open, setOpen] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  // A user selected on another page is named by their id: this page's rows are all the list holds.
  const nameOf = (id: Identifier) => data?.find((record) => record.id === id)?.username ?? `#${String(id)}`;
  const { mutate, isPending } = useMutation({
    mutationFn: (ids: readonly Identifier[]) =>
      settleEach(ids, (id) => dataProvider.update('users', { id, data: { enabled: false }, previousData: { id } }), {
        nameOf,
        // A user the list showed disabled already: the server says 304, or 200 if it changed since.
        alreadySo: (id) => data?.find((record) => record.id === id)?.enabled === false,
        fallbackReason: translate('shell.errors.somethingWentWrong'),
      }),
    onSuccess: (outcome) => {
      notify('resources.users.notifications.bulkDisabled', {
        type: outcome.failed.length === 0 ? 'success' : 'warning',
        messageArgs: { changed: outcome.changed.length, unchanged: outcome.unchanged.length, failed: outcome.failed.length },
      });
      // The failed ones stay selected, to be tried again once their reason is dealt with.
      unselect([...outcome.changed, ...outcome.unchanged]);
      setFailures(outcome.failed);
      refresh();
    },
  });
  return (
    <>
      <Button label="resources.users.actions.disable" onClick={() => setOpen(true)} disabled={isPending}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.users.confirm.bulkDisableTitle"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="resources.users.confirm.bulkDisableContent"
        contentTranslateOptions={{ tenant }}
        confirmColor="primary"
        onConfirm={() => mutate(selectedIds, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
      <BulkFailuresDialogOnDemand failures={failures} title="resources.users.notifications.bulkDisableFailures" onClose={() => setFailures([])} />
    </>
  );
}
