import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { Confirm, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { TenantState } from '../../generated/model';
import { decideTenantSignUpBodyReasonMax } from '../../generated/zod/tenants/tenants.zod';
import { formatDateTime } from '../../lib/date-time-format';
import type { TenantRecord } from './tenant-record';
import { tenantState } from './tenant-state';
import { SignUpApplicant } from './sign-up-applicant';
import { useDecideSignUp } from './use-tenant-lifecycle';

/** Why a sign-up is rejected: the applicant reads it in their mail, so it cannot be left out. */
function RejectDialog({ open, name, onReject, onClose, pending }: { open: boolean; name: string; pending: boolean; onReject: (reason: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error =
    reason.trim() === ''
      ? translate('resources.tenants.validation.reasonRequired')
      : reason.length > decideTenantSignUpBodyReasonMax
        ? translate('ra.validation.maxLength', { max: decideTenantSignUpBodyReasonMax })
        : undefined;
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error === undefined && !pending) onReject(reason.trim());
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {translate('resources.tenants.confirm.rejectTitle', { name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {translate('resources.tenants.confirm.rejectContent', { name })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            label={translate('resources.tenants.fields.rejectReason')}
            error={tried && error !== undefined}
            helperText={tried ? error : translate('resources.tenants.help.rejectReason')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton type="submit" color="error" variant="contained" disabled={pending} startIcon={<CloseIcon />}>
            {translate('resources.tenants.actions.reject')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Over the page of a sign-up waiting for approval: since when it waits, who applied, and Approve (after a
 * confirmation) or Reject (with a reason). The applicant is mailed either way.
 */
export function SignUpDecision() {
  const record = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState<'approve' | 'reject'>();
  const { mutate, isPending } = useDecideSignUp();
  if (!record || tenantState(record) !== TenantState.pending) return null;
  const name = record.username;
  const decide = (approve: boolean, reason?: string) =>
    mutate({ id: record.id, name, approve, reason }, { onSettled: () => setAsking(undefined) });
  return (
    <Alert severity="warning" variant="outlined" sx={{ mx: 2, mt: 2, overflowWrap: 'anywhere' }}>
      <AlertTitle>{translate('resources.tenants.state.pending')}</AlertTitle>
      {translate('resources.tenants.show.pendingText', { name, date: formatDateTime(record.createdAt, locale) })}
      <SignUpApplicant tenantId={record.id} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
        <MuiButton variant="contained" color="primary" size="small" startIcon={<CheckIcon />} disabled={isPending} onClick={() => setAsking('approve')}>
          {translate('resources.tenants.actions.approve')}
        </MuiButton>
        <MuiButton variant="outlined" color="error" size="small" startIcon={<CloseIcon />} disabled={isPending} onClick={() => setAsking('reject')}>
          {translate('resources.tenants.actions.reject')}
        </MuiButton>
      </Stack>
      <Confirm
        isOpen={asking === 'approve'}
        loading={isPending}
        title="resources.tenants.confirm.approveTitle"
        titleTranslateOptions={{ name }}
        content="resources.tenants.confirm.approveContent"
        confirm="resources.tenants.actions.approve"
        confirmColor="primary"
        onConfirm={() => decide(true)}
        onClose={() => setAsking(undefined)}
      />
      <RejectDialog open={asking === 'reject'} name={name} pending={isPending} onReject={(reason) => decide(false, reason)} onClose={() => setAsking(undefined)} />
    </Alert>
  );
}
