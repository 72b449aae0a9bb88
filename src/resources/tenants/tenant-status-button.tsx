import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import type { TenantRecord } from './tenant-record';
import { useSetTenantStatus } from './use-set-tenant-status';

/** Enable or disable the tenant in context, after a confirmation. */
export function TenantStatusButton() {
  const record = useRecordContext<TenantRecord>();
  const [open, setOpen] = useState(false);
  // The dialog is drawn once it is first asked for, not with every row of the list; it then stays,
  // so that it can fade out as it closes.
  const [asked, setAsked] = useState(false);
  const { mutate, isPending } = useSetTenantStatus();
  if (!record) return null;
  const enabling = !record.enabled;
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <>
      <Button
        label={enabling ? 'resources.tenants.actions.enable' : 'resources.tenants.actions.disable'}
        color={enabling ? 'primary' : 'error'}
        disabled={isPending}
        onClick={(event) => {
          stop(event);
          setAsked(true);
          setOpen(true);
        }}
      >
        {enabling ? <CheckCircleOutlineIcon /> : <BlockIcon />}
      </Button>
      {asked && (
        <Confirm
          isOpen={open}
          loading={isPending}
          title={enabling ? 'resources.tenants.confirm.enableTitle' : 'resources.tenants.confirm.disableTitle'}
          content={enabling ? 'resources.tenants.confirm.enableContent' : 'resources.tenants.confirm.disableContent'}
          titleTranslateOptions={{ name: record.username }}
          confirmColor="primary"
          onConfirm={() => {
            mutate({ ids: [record.id], enabled: enabling, name: record.username }, { onSettled: () => setOpen(false) });
          }}
          onClose={(event: MouseEvent) => {
            stop(event);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
