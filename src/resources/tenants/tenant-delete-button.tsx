import DeleteIcon from '@mui/icons-material/Delete';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { TenantState } from '../../generated/model';
import type { TenantRecord } from './tenant-record';
import { isOwnTenant, tenantState } from './tenant-state';
import { useDeleteTenant } from './use-tenant-lifecycle';

/**
 * Deletes the tenant in context, restorably, once its name is typed: a whole tenant's users stop
 * at once, so a slip of the pointer must not do it. Not offered for a deleted tenant, a sign-up
 * still waiting (rejected instead), nor the administrators' own tenant (the server refuses it).
 */
export function TenantDeleteButton() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { mutate, isPending } = useDeleteTenant();
  if (!record) return null;
  const state = tenantState(record);
  if (state === TenantState.deleted || state === TenantState.pending || isOwnTenant(record)) return null;
  const name = record.username;
  const matches = typed.trim() === name;
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || isPending) return;
    mutate({ id: record.id, name, confirm: typed.trim() }, { onSuccess: close });
  };

  return (
    <>
      <Button label="resources.tenants.actions.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {translate('resources.tenants.confirm.deleteTitle', { name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} sx={{ mb: 2 }}>
              {translate('resources.tenants.confirm.deleteContent', { name })}
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              size="small"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              label={translate('resources.tenants.confirm.typeName', { name })}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" color="error" variant="contained" disabled={!matches || isPending} startIcon={<DeleteIcon />}>
              {translate('resources.tenants.actions.delete')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
