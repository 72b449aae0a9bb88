import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form-alert';
import { useCurrentUser } from '../../../components/use-current-user';
import { getGetCurrentUserQueryKey, startTwoFactorEnrolment } from '../../../generated/endpoints/auth/auth';
import { ErrorCode, type TwoFactorEnrolment, type User } from '../../../generated/model';
import { ApiError } from '../../../lib/http-client';
import { refusalMessage } from '../../../lib/submission-errors';
import { EnrolmentStep } from './enrolment-step';
import { RecoveryCodes } from './recovery-codes';
import { TurnOffDialog } from './turn-off-dialog';

type Step =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'scan'; enrolment: TwoFactorEnrolment }
  /** On, and the codes are on screen this once; the status above already says so. */
  | { kind: 'codes'; codes: readonly string[] };

function StatusChip({ on }: { on: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={on ? 'filled' : 'outlined'}
      color={on ? 'success' : 'default'}
      label={translate(on ? 'accounts.twoFactor.on' : 'accounts.twoFactor.off')}
    />
  );
}

/**
 * Two-factor sign-in in Settings: whether it is on (from `GET /v1/auth/me`), turning it on
 * (QR code, a code, then the recovery codes once) and off (a code or the password).
 */
export function TwoFactorSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [turningOff, setTurningOff] = useState(false);
  const [error, setError] = useState<string>();

  /** The server's answer shows at once; every other reader of /me hears of it too. */
  const showUser = (next?: User) => {
    const key = getGetCurrentUserQueryKey();
    if (next) queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const start = async () => {
    setError(undefined);
    setStep({ kind: 'starting' });
    try {
      setStep({ kind: 'scan', enrolment: await startTwoFactorEnrolment() });
    } catch (failure) {
      setStep({ kind: 'idle' });
      // On already (another tab): the status catches up.
      if (failure instanceof ApiError && failure.code === ErrorCode.TwoFactorOn) showUser();
      setError(refusalMessage(failure) ?? translate('shell.errors.somethingWentWrong'));
    }
  };

  const on = user?.twoFactorEnabled === true;
  const busy = step.kind !== 'idle';
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <PhonelinkLockIcon color="action" />
            <Typography id={headingId} component="h2" variant="h6">
              {translate('accounts.twoFactor.title')}
            </Typography>
            {user ? <StatusChip on={on} /> : <Skeleton variant="rounded" width={56} height={24} />}
          </Stack>
          {user && !on && (step.kind === 'idle' || step.kind === 'starting') && (
            <Button variant="contained" onClick={() => void start()} disabled={busy}>
              {translate(step.kind === 'starting' ? 'accounts.twoFactor.starting' : 'accounts.twoFactor.turnOn')}
            </Button>
          )}
          {user && on && !busy && (
            <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
              {translate('accounts.twoFactor.turnOff')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: error ? 2 : 0 }}>
          {translate('accounts.twoFactor.text')}
        </Typography>
        <FormAlert message={error} />
        {step.kind === 'scan' && (
          <EnrolmentStep
            // A new setup starts with an empty form.
            key={step.enrolment.enrolment}
            enrolment={step.enrolment}
            onEnabled={(answer) => {
              showUser(answer.user);
              setStep({ kind: 'codes', codes: answer.recoveryCodes });
            }}
            onCancel={() => setStep({ kind: 'idle' })}
            onRestart={() => void start()}
            onAlreadyOn={(message) => {
              setStep({ kind: 'idle' });
              setError(message);
              showUser();
            }}
          />
        )}
        {step.kind === 'codes' && (
          <RecoveryCodes
            codes={step.codes}
            username={user?.username ?? ''}
            onDone={() => {
              setStep({ kind: 'idle' });
              notify('accounts.twoFactor.turnedOn', { type: 'success' });
            }}
          />
        )}
      </CardContent>
      <TurnOffDialog
        open={turningOff}
        onClose={() => setTurningOff(false)}
        onTurnedOff={(next) => {
          setTurningOff(false);
          showUser(next);
          notify('accounts.twoFactor.turnedOff', { type: 'success' });
        }}
        onAlreadyOff={() => {
          setTurningOff(false);
          showUser();
        }}
      />
    </Card>
  );
}
