import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../../components/use-current-user';
import { getGetCurrentUserQueryKey, startTwoFactorEnrolment } from '../../../generated/endpoints/auth/auth';
import { ErrorCode, type TwoFactorEnrolment, type User } from '../../../generated/model';
import { ApiError } from '../../../lib/http-client';
import { refusalMessage } from '../../../lib/submission-errors';
import { twoFactorTurnedOn } from '../../../lib/two-factor-due';
import { EnrolmentStep } from './enrolment-step';
import { RecoveryCodes } from './recovery-codes';
import { TurnOffDialog } from './turn-off-dialog';
import { EnabledChip } from '../../../components/enabled-chip';
import { SettingsSection } from '../../../components/settings-section';

type Step =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'scan'; enrolment: TwoFactorEnrolment }
  /** On, and the codes are on screen this once; the status above already says so. */
  | { kind: 'codes'; codes: readonly string[] };

/**
 * Two-factor sign-in in Settings: whether it is on (from `GET /v1/auth/me`), turning it on
 * (QR code, a code, then the recovery codes once) and off (a code or the password). `onEnabled`:
 * turned on, its recovery codes on screen; `onDone`: the codes put away.
 */
export function TwoFactorSection({ onEnabled, onDone }: { onEnabled?: () => void; onDone?: () => void } = {}) {
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
    <SettingsSection
      headingId={headingId}
      icon={<PhonelinkLockIcon color="action" />}
      title={translate('accounts.twoFactor.title')}
      status={user ? <EnabledChip enabled={on} enabledLabel="accounts.twoFactor.on" disabledLabel="accounts.twoFactor.off" /> : <Skeleton variant="rounded" width={56} height={24} />}
      action={
        <>
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
        </>
      }
      text={translate('accounts.twoFactor.text')}
      alert={error}
      textSx={{ mt: 1.5, mb: error ? 2 : 0 }}
      dialogs={
        <>
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
        </>
      }
    >
      {step.kind === 'scan' && (
        <EnrolmentStep
          // A new setup starts with an empty form.
          key={step.enrolment.enrolment}
          enrolment={step.enrolment}
          onEnabled={(answer) => {
            showUser(answer.user);
            setStep({ kind: 'codes', codes: answer.recoveryCodes });
            onEnabled?.();
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
            // Only now: a policy's frame around an overdue account would have hidden the codes.
            twoFactorTurnedOn();
            notify('accounts.twoFactor.turnedOn', { type: 'success' });
            onDone?.();
          }}
        />
      )}
    </SettingsSection>
  );
}
