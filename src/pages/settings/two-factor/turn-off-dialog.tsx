import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form-alert';
import { disableTwoFactor } from '../../../generated/endpoints/auth/auth';
import { ErrorCode, type User } from '../../../generated/model';
import { ApiError } from '../../../lib/http-client';
import { appCode, recoveryCode } from '../../../lib/one-time-code';
import { placeRefusal } from '../../../lib/submission-errors';

type Proof = 'code' | 'password';

export interface TurnOffDialogProps {
  open: boolean;
  onClose(): void;
  /** Off now: the user as the server answered them. */
  onTurnedOff(user: User): void;
  /** It was off already (another tab): the caller reads the user again. */
  onAlreadyOff(): void;
}

/**
 * Turning two-factor sign-in off, proven with a code of the app (or a recovery code) or the
 * password, as the user chooses. A wrong one is shown at its field; a lock, above the form.
 */
export function TurnOffDialog({ open, onClose, onTurnedOff, onAlreadyOff }: TurnOffDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const proofLabelId = useId();
  const [proof, setProof] = useState<Proof>('code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const reset = (next: Proof = 'code') => {
    setProof(next);
    setValue('');
    setFieldError(undefined);
    setFormError(undefined);
  };
  const close = () => {
    if (submitting) return;
    reset();
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const code = proof === 'code' ? (appCode(value) ?? recoveryCode(value)) : undefined;
    if (proof === 'code' && code === undefined) {
      setFieldError(translate('accounts.twoFactor.invalidOneTimeCode'));
      return;
    }
    if (proof === 'password' && value === '') {
      setFieldError(translate('ra.validation.required'));
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      const user = await disableTwoFactor(code !== undefined ? { code } : { password: value });
      setSubmitting(false);
      reset();
      onTurnedOff(user);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code === ErrorCode.TwoFactorOff) {
        reset();
        onAlreadyOff();
        return;
      }
      const refusal = placeRefusal(error, [proof], translate('shell.errors.somethingWentWrong'));
      setFieldError(refusal.fieldErrors?.[proof]);
      setFormError(refusal.formError);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{translate('accounts.twoFactor.offTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('accounts.twoFactor.offText')}</DialogContentText>
          <FormAlert message={formError} />
          <FormControl sx={{ mb: 1 }}>
            <FormLabel id={proofLabelId}>{translate('accounts.twoFactor.proofLabel')}</FormLabel>
            <RadioGroup row aria-labelledby={proofLabelId} name="proof" value={proof} onChange={(event) => reset(event.target.value === 'password' ? 'password' : 'code')}>
              <FormControlLabel value="code" control={<Radio />} label={translate('accounts.twoFactor.useCode')} />
              <FormControlLabel value="password" control={<Radio />} label={translate('accounts.twoFactor.usePassword')} />
            </RadioGroup>
          </FormControl>
          <TextField
            // One input per proof: a password manager fills the password field only.
            key={proof}
            name={proof}
            type={proof === 'password' ? 'password' : 'text'}
            label={translate(proof === 'password' ? 'accounts.fields.password' : 'accounts.twoFactor.oneTimeCodeLabel')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoFocus
            required
            fullWidth
            error={fieldError !== undefined}
            helperText={fieldError}
            slotProps={{
              htmlInput:
                proof === 'password'
                  ? { autoComplete: 'current-password', maxLength: 256 }
                  : { autoComplete: 'one-time-code', maxLength: 24, spellCheck: false },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={submitting}>
            {translate(submitting ? 'accounts.twoFactor.turningOff' : 'accounts.twoFactor.turnOff')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
