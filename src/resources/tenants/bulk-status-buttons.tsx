import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useState } from 'react';
import { Button, Confirm, useListContext, useUnselectAll } from 'react-admin';
import { useSetTenantStatus } from './use-set-tenant-status';

function BulkStatusButton({ enabled }: { enabled: boolean }) {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('tenants');
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useSetTenantStatus();
  return (
    <>
      <Button
        label={enabled ? 'resources.tenants.actions.enable' : 'resources.tenants.actions.disable'}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {enabled ? <CheckCircleOutlineIcon /> : <BlockIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={enabled ? 'resources.tenants.confirm.bulkEnableTitle' : 'resources.tenants.confirm.bulkDisableTitle'}
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="resources.tenants.confirm.bulkContent"
        confirmColor="primary"
        onConfirm={() =>
          mutate(
            { ids: selectedIds, enabled },
            {
              onSettled: () => setOpen(false),
              onSuccess: () => unselectAll(),
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Enable or disable every selected tenant, after a confirmation. */
export function BulkStatusButtons() {
  return (
    <>
      <BulkStatusButton enabled />
      <BulkStatusButton enabled={false} />
    </>
  );
}
