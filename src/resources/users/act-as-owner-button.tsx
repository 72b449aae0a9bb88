import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MuiButton from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { useStartImpersonation } from '../../generated/endpoints/auth/auth';
import { useGetTenant } from '../../generated/endpoints/tenants/tenants';
import { useConsolePermissions } from '../../components/use-console-permissions';
import { usePhone } from '../../components/use-phone';
import { beginActing } from '../../lib/impersonation';
import { isServiceAccount, type UserRecord } from './user-record';

/** The contract's bound on the reason (`ImpersonationRequest.reason`). */
export const REASON_MAX_LENGTH = 500;
/** The durations offered; the server allows 1 to 30 minutes. */
const DURATIONS = [15, 30] as const;

/**
 * Who can be acted as, as the server decides it (409 40917 otherwise): an enabled person with the
 * role owner and no administrator rights, of an active tenant.
 */
function actable(user: UserRecord, tenant: { enabled: boolean; state?: string } | undefined): boolean {
  if (!tenant || !tenant.enabled || (tenant.state !== undefined && tenant.state !== 'active')) return false;
  return user.role === 'owner' && !user.isAdmin && !isServiceAccount(user) && user.enabled;
}

/** "Act as this owner" on an owner's page, for administrators: a reason and a duration, then the console is the owner's. */
export function ActAsOwnerButton() {
  const record = useRecordContext<UserRecord>();
  const permissions = useConsolePermissions();
  const admin = permissions === 'admin';
  // The same read as the tenant switcher's and the page title's: one request serves them all.
  const tenant = useGetTenant(record?.tenantId ?? 0, { query: { enabled: admin && record !== undefined, staleTime: 5 * 60_000 } });
  const [open, setOpen] = useState(false);
  if (!admin || !record || !actable(record, tenant.data)) return null;
  return (
    <>
      <Button label="impersonation.action" onClick={() => setOpen(true)}>
        <SupervisorAccountIcon />
      </Button>
      {open && <ActAsOwnerDialog owner={record} tenantName={tenant.data?.username} onClose={() => setOpen(false)} />}
    </>
  );
}

function ActAsOwnerDialog({ owner, tenantName, onClose }: { owner: UserRecord; tenantName: string | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const phone = usePhone();
  const titleId = useId();
  const [reason, setReason] = useState('');
  // The contract's default: 30 minutes, the longest an acting session may last.
  const [minutes, setMinutes] = useState<number>(DURATIONS[1]);
  const [tried, setTried] = useState(false);
  // Refusals (409 40917: no longer actable, 403: not signed in as a person) reach the shared mutation handler.
  const start = useStartImpersonation();
  const trimmed = reason.trim();
  const reasonError = trimmed === '' ? 'impersonation.dialog.reasonRequired' : reason.length > REASON_MAX_LENGTH ? 'impersonation.dialog.reasonTooLong' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reasonError || start.isPending) return;
    start.mutate(
      { data: { userId: owner.id, reason: trimmed, minutes } },
      { onSuccess: (session) => beginActing(session, tenantName) },
    );
  };

  const tenant = tenantName ?? `#${owner.tenantId}`;
  const showError = tried && reasonError !== undefined;
  return (
    <Dialog open onClose={start.isPending ? undefined : onClose} aria-labelledby={titleId} fullScreen={phone} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('impersonation.dialog.title', { owner: owner.username })}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{translate('impersonation.dialog.intro', { owner: owner.username, tenant })}</Typography>
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {translate('impersonation.dialog.audited')}
            </Typography>
            <Typography variant="body2">{translate('impersonation.dialog.limits')}</Typography>
          </Alert>
          <TextField
            label={translate('impersonation.dialog.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={showError}
            helperText={showError ? translate(reasonError) : `${translate('impersonation.dialog.reasonHelp')} · ${reason.length}/${REASON_MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
            sx={{ mb: 2 }}
          />
          <FormControl>
            <FormLabel id={`${titleId}-duration`}>{translate('impersonation.dialog.duration')}</FormLabel>
            <RadioGroup row aria-labelledby={`${titleId}-duration`} value={String(minutes)} onChange={(event) => setMinutes(Number(event.target.value))}>
              {DURATIONS.map((duration) => (
                <FormControlLabel
                  key={duration}
                  value={String(duration)}
                  control={<Radio />}
                  label={translate('impersonation.dialog.minutes', { smart_count: duration })}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <MuiButton onClick={onClose} disabled={start.isPending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton type="submit" variant="contained" disabled={start.isPending}>
            {translate('impersonation.dialog.start')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
