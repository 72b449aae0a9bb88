import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useState } from 'react';
import { Button, useListContext, useUnselect, type Identifier } from 'react-admin';
import { BulkFailuresDialogOnDemand, ConfirmOnDemand, loadConfirm } from '../../components/dialogs-on-demand';
import type { BulkFailure } from '../../components/bulk-outcome';
import type { TenantRecord } from './tenant-record';
import { useBulkSetTenantStatus } from './use-bulk-set-tenant-status';

function BulkStatusButton({ enabled }: { enabled: boolean }) {
  const { selectedIds, data } = useListContext<TenantRecord>();
  const unselect = useUnselect('tenants');
  const [open, setOpen] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const { mutate, isPending } = useBulkSetTenantStatus((outcome) => {
    // The failed ones stay selected, to be tried again once their reason is dealt with.
    unselect([...outcome.changed, ...outcome.unchanged]);
    setFailures(outcome.failed);
  });
  // A tenant selected on another page is named by its id: this page's rows are all the list holds.
  const nameOf = (id: Identifier) => data?.find((record) => record.id === id)?.username ?? `#${String(id)}`;
  const enabledOf = (id: Identifier) => data?.find((record) => record.id === id)?.enabled;
  return (
    <>
      <Button
        label={enabled ? 'resources.tenants.actions.enable' : 'resources.tenants.actions.disable'}
        onPointerDown={() => void loadConfirm()}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {enabled ? <CheckCircleOutlineIcon /> : <BlockIcon />}
      </Button>
      <ConfirmOnDemand
        isOpen={open}
        loading={isPending}
        title={enabled ? 'resources.tenants.confirm.bulkEnableTitle' : 'resources.tenants.confirm.bulkDisableTitle'}
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="resources.tenants.confirm.bulkContent"
        confirmColor="primary"
        onConfirm={() => mutate({ ids: selectedIds, enabled, nameOf, enabledOf }, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
      <BulkFailuresDialogOnDemand
        failures={failures}
        title={enabled ? 'resources.tenants.notifications.bulkEnableFailures' : 'resources.tenants.notifications.bulkDisableFailures'}
        onClose={() => setFailures([])}
      />
    </>
  );
}

/** Enable or disable every selected tenant, after a confirmation, and say how each one went. */
export function BulkStatusButtons() {
  return (
    <>
      <BulkStatusButton enabled />
      <BulkStatusButton enabled={false} />
    </>
  );
}
