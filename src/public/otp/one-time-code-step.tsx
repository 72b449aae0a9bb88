import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { FormAlert } from '../../components/form-alert';
import { LightTextField } from '../../components/light-text-field';
import { PublicHeading } from '../../components/public-card-page';
import { PublicSubmitButton } from '../../components/public-submit-button';
import { usePreloadAdmin } from '../../components/shell-switch';
import { ErrorCode } from '../../generated/model';
import { useTranslate } from '../../i18n/translate';
import { ApiError } from '../../lib/api-error';
import { appCode, recoveryCode } from '../../lib/one-time-code';
import { placeRefusal, refusalMessage } from '../../lib/submission-errors';
import { clearChallenge } from '../../lib/two-factor-challenge';
import { signIn } from '../sign-in/sign-in-steps';
import { signInAgainPath } from './otp-paths';

type Kind = 'app' | 'recovery';

export interface OneTimeCodeStepProps {
  challenge: string;
  /** Where the sign-in leads, already checked. */
  redirect: string;
  /** The server ended the step (the password changed, or its time was up): sign in again. */
  onExpired(): void;
  /** Six wrong codes: the server's words on how long the lock lasts. */
  onLocked(message: string): void;
}

/**
 * The second step of signing in: the code the app shows, or (one click away) a recovery code.
 * It signs in as the password step does (`signIn`), so both end alike, and goes on to the admin
 * application, which loads as the code is typed. A wrong code is shown at the field and what was
 * typed stays, to be corrected.
 */
export function OneTimeCodeStep({ challenge, redirect, onExpired, onLocked }: OneTimeCodeStepProps) {
  const translate = useTranslate();
  const [, navigate] = useLocation();
  const preloadAdmin = usePreloadAdmin();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<Kind>('app');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const switchKind = () => {
    setKind((current) => (current === 'app' ? 'recovery' : 'app'));
    setValue('');
    setFieldError(undefined);
    setFormError(undefined);
    // The new input takes the focus as it mounts (autoFocus).
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const code = kind === 'app' ? appCode(value) : recoveryCode(value);
    if (code === undefined) {
      setFieldError(translate(kind === 'app' ? 'accounts.twoFactor.invalidCode' : 'accounts.otp.invalidRecoveryCode'));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      const outcome = await signIn({ challenge, code });
      // An address of the admin application: the shell hands over to it.
      navigate(outcome?.redirectTo ?? redirect);
    } catch (error) {
      setSubmitting(false);
      const errorCode = error instanceof ApiError ? error.code : undefined;
      if (errorCode === ErrorCode.ChallengeExpired) {
        clearChallenge();
        onExpired();
        return;
      }
      if (errorCode === ErrorCode.TwoFactorLocked) {
        clearChallenge();
        onLocked(refusalMessage(error) ?? translate('accounts.otp.locked'));
        return;
      }
      const refusal = placeRefusal(error, ['code'], translate('signIn.failed'));
      setFieldError(refusal.fieldErrors?.['code']);
      setFormError(refusal.formError);
      input.current?.focus();
    }
  };

  const label = translate(kind === 'app' ? 'accounts.otp.code' : 'accounts.otp.recoveryCode');
  return (
    <>
      <PublicHeading title={translate('accounts.otp.title')} subtitle={translate(kind === 'app' ? 'accounts.otp.text' : 'accounts.otp.recoveryText')} />
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} onInput={preloadAdmin} aria-label={translate('accounts.otp.title')}>
        <FormAlert message={formError} />
        <LightTextField
          // A new input for the other kind: browsers keep autofill and keyboard choices per input.
          key={kind}
          inputRef={input}
          name="code"
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoFocus
          required
          error={fieldError !== undefined}
          helperText={fieldError}
          autoComplete={kind === 'app' ? 'one-time-code' : 'off'}
          inputProps={
            kind === 'app'
              ? { inputMode: 'numeric', maxLength: 24, spellCheck: false }
              : { inputMode: 'text', autoCapitalize: 'characters', maxLength: 24, spellCheck: false, style: { fontFamily: 'monospace' } }
          }
        />
        <PublicSubmitButton submitting={submitting} label="accounts.otp.submit" busyLabel="accounts.otp.submitting" />
      </Stack>
      <Stack spacing={1.5} alignItems="center" sx={{ mt: 3 }}>
        <Link component="button" type="button" variant="body2" onClick={switchKind}>
          {translate(kind === 'app' ? 'accounts.otp.useRecovery' : 'accounts.otp.useApp')}
        </Link>
        {kind === 'recovery' && (
          <Typography variant="body2" color="text.secondary" align="center">
            {translate('accounts.otp.lostHint')}
          </Typography>
        )}
        <Link component={RouterLink} href={signInAgainPath(redirect)} variant="body2" onClick={clearChallenge}>
          {translate('accounts.otp.cancel')}
        </Link>
      </Stack>
    </>
  );
}
