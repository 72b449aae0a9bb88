import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { confirmPassword } from '../../generated/endpoints/auth/auth';
import { FormAlert } from '../../components/form-alert';
import { getStoredUser } from '../../lib/session';
import { useRefusableSubmit } from '../../components/use-refusable-submit';

/** The field the server may name in a refusal: a wrong password (40305). */
const SERVER_FIELDS = ['password'] as const;

export interface ConfirmItIsYouDialogProps {
  /** The person gave their password (true) or chose not to (false). */
  onDone(confirmed: boolean): void;
}

/**
 * "Confirm it's you": a change to one's own account that needs the password given in the last
 * 10 minutes asks for it here, then goes on by itself. A wrong password is said at its field.
 */
export default function ConfirmItIsYouDialog({ onDone }: ConfirmItIsYouDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { onSubmit, submitting, formError } = useRefusableSubmit(
    SERVER_FIELDS,
    (values: Partial<{ password: string }>) => confirmPassword({ password: values.password ?? '' }),
    () => onDone(true),
  );
  const cancel = () => {
    if (!submitting) onDone(false);
  };

  return (
    <Dialog open onClose={cancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Form onSubmit={onSubmit} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{translate('accounts.confirmItIsYou.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('accounts.confirmItIsYou.text')}</DialogContentText>
          <FormAlert message={formError} />
          {/* For password managers: the account the password is for. */}
          <input type="text" name="username" autoComplete="username" value={getStoredUser()?.username ?? ''} readOnly hidden />
          <PasswordInput source="password" label="accounts.confirmItIsYou.password" autoComplete="current-password" validate={required()} autoFocus fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={submitting}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate(submitting ? 'accounts.confirmItIsYou.confirming' : 'accounts.confirmItIsYou.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
