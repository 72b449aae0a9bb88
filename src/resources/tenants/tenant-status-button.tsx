import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useState, type MouseEvent } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmOnDemand, loadConfirm } from '../../components/dialogs-on-demand';
import { TenantState } from '../../generated/model';
import type { TenantRecord } from './tenant-record';
import { isOwnTenant, tenantState } from './tenant-state';
import { useSetTenantStatus } from './use-set-tenant-status';

/** Disable, not offered: the administrators' tenant stays enabled; the tooltip says why. */
function OwnTenantStays() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('resources.tenants.help.ownTenant')}>
      {/* A disabled button hears no pointer or focus; its frame does, for the tooltip. */}
      <span tabIndex={0} onClick={(event) => event.stopPropagation()}>
        <Button label="resources.tenants.actions.disable" disabled>
          <BlockIcon />
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * Enable or disable the tenant in context, after a confirmation. Not for a sign-up waiting for
 * approval (approved or rejected instead, with a mail to the applicant) nor for a deleted tenant
 * (restored first).
 */
export function TenantStatusButton() {
  const record = useRecordContext<TenantRecord>();
  const [open, setOpen] = useState(false);
  // The dialog is drawn once it is first asked for, not with every row of the list; it then stays,
  // so that it can fade out as it closes.
  const [asked, setAsked] = useState(false);
  const { mutate, isPending } = useSetTenantStatus();
  if (!record) return null;
  const state = tenantState(record);
  if (state === TenantState.pending || state === TenantState.deleted) return null;
  if (record.enabled && isOwnTenant(record)) return <OwnTenantStays />;
  const enabling = !record.enabled;
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <>
      <Button
        label={enabling ? 'resources.tenants.actions.enable' : 'resources.tenants.actions.disable'}
        color={enabling ? 'primary' : 'error'}
        disabled={isPending}
        onPointerDown={() => void loadConfirm()}
        onClick={(event) => {
          stop(event);
          setAsked(true);
          setOpen(true);
        }}
      >
        {enabling ? <CheckCircleOutlineIcon /> : <BlockIcon />}
      </Button>
      {asked && (
        <ConfirmOnDemand
          isOpen={open}
          loading={isPending}
          title={enabling ? 'resources.tenants.confirm.enableTitle' : 'resources.tenants.confirm.disableTitle'}
          content={enabling ? 'resources.tenants.confirm.enableContent' : 'resources.tenants.confirm.disableContent'}
          titleTranslateOptions={{ name: record.username }}
          confirmColor="primary"
          onConfirm={() => {
            mutate({ id: record.id, enabled: enabling, name: record.username }, { onSettled: () => setOpen(false) });
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
