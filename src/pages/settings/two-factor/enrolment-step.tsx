import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form-alert';
import { confirmTwoFactor } from '../../../generated/endpoints/auth/auth';
import { ErrorCode, type RecoveryCodes, type TwoFactorEnrolment } from '../../../generated/model';
import { ApiError } from '../../../lib/http-client';
import { appCode } from '../../../lib/one-time-code';
import { placeRefusal } from '../../../lib/submission-errors';
import { QrCodeImage } from './qr-code-image';
import { SetupKey } from './setup-key';

export interface EnrolmentStepProps {
  enrolment: TwoFactorEnrolment;
  /** The code matched: two-factor sign-in is on, and here are the recovery codes. */
  onEnabled(answer: RecoveryCodes): void;
  /** Nothing was stored: leaving is all there is to cancelling. */
  onCancel(): void;
  /** A new secret, after this one expired. */
  onRestart(): void;
  /** Turned on meanwhile (another tab): the server's words. */
  onAlreadyOn(message: string): void;
}

function StepTitle({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" fontWeight={600}>
      {children}
    </Typography>
  );
}

/**
 * Turning two-factor sign-in on: the app scans the QR code (or takes the key typed), then the
 * code it shows proves it has the secret. An expired setup offers a new one instead of the form.
 */
export function EnrolmentStep({ enrolment, onEnabled, onCancel, onRestart, onAlreadyOn }: EnrolmentStepProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const code = appCode(value);
    if (code === undefined) {
      setFieldError(translate('accounts.twoFactor.invalidCode'));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      const answer = await confirmTwoFactor({ enrolment: enrolment.enrolment, code });
      onEnabled(answer);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.field === 'enrolment') {
        setExpired(true);
        return;
      }
      if (error instanceof ApiError && error.code === ErrorCode.TwoFactorOn) {
        onAlreadyOn(error.message);
        return;
      }
      const refusal = placeRefusal(error, ['code'], translate('shell.errors.somethingWentWrong'));
      setFieldError(refusal.fieldErrors?.['code']);
      setFormError(refusal.formError);
      input.current?.focus();
    }
  };

  if (expired) {
    return (
      <Alert
        severity="warning"
        sx={{ mt: 3 }}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" onClick={onCancel}>
              {translate('ra.action.cancel')}
            </Button>
            <Button color="inherit" variant="outlined" onClick={onRestart}>
              {translate('accounts.twoFactor.startAgain')}
            </Button>
          </Stack>
        }
      >
        <AlertTitle>{translate('accounts.twoFactor.expiredTitle')}</AlertTitle>
        {translate('accounts.twoFactor.expired')}
      </Alert>
    );
  }

  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <Box>
        <StepTitle>{translate('accounts.twoFactor.scanTitle')}</StepTitle>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('accounts.twoFactor.scan')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <QrCodeImage uri={enrolment.otpauthUri} alt={translate('accounts.twoFactor.qrAlt')} />
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <Typography variant="body2">{translate('accounts.twoFactor.manual')}</Typography>
            <SetupKey secret={enrolment.secret} />
          </Stack>
        </Stack>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={translate('accounts.twoFactor.title')}>
        <StepTitle>{translate('accounts.twoFactor.confirmTitle')}</StepTitle>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('accounts.twoFactor.confirm')}
        </Typography>
        <FormAlert message={formError} />
        <TextField
          inputRef={input}
          name="code"
          label={translate('accounts.twoFactor.codeLabel')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          required
          error={fieldError !== undefined}
          helperText={fieldError}
          sx={{ width: '100%', maxWidth: 240 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 16, spellCheck: false } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate(submitting ? 'accounts.twoFactor.confirming' : 'accounts.twoFactor.confirmSubmit')}
          </Button>
          <Button onClick={onCancel} disabled={submitting}>
            {translate('ra.action.cancel')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
