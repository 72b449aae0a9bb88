import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { changePassword } from '../../generated/endpoints/auth/auth';
import {
  changePasswordBody,
  changePasswordBodyNewPasswordMax,
  changePasswordBodyNewPasswordMin,
} from '../../generated/zod/auth/auth.zod';
import type { LoginSession } from '../../generated/model';
import { newPasswordRules, sameAs } from '../../lib/password-rules';
import { placeRefusal } from '../../lib/submission-errors';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The fields the server may name in a refusal (40305 at `currentPassword`, a rule at `newPassword`). */
const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;

const LENGTH = { min: changePasswordBodyNewPasswordMin, max: changePasswordBodyNewPasswordMax };

export interface PasswordFormProps {
  /** The account's name: a new password must not be it, and password managers file the new one under it. */
  username: string | undefined;
  /** The server took the new password and answered the session that goes on. */
  onChanged(session: LoginSession): void;
}

/**
 * Current, new and confirmed password. The browser checks what it can (the contract's length,
 * not the username, the confirmation); the server's refusals land at their field.
 */
export function PasswordForm({ username, onChanged }: PasswordFormProps) {
  const translate = useTranslate();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const validateNewPassword = useMemo(
    () => [required(), ...newPasswordRules({ schema: changePasswordBody.shape.newPassword, ...LENGTH, usernameOf: () => username })],
    [username],
  );

  const onSubmit = async (values: Partial<PasswordValues>) => {
    setFormError(undefined);
    setSubmitting(true);
    try {
      const session = await changePassword({ currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' });
      setSubmitting(false);
      onChanged(session);
      return undefined;
    } catch (error) {
      setSubmitting(false);
      const refusal = placeRefusal(error, SERVER_FIELDS, translate('shell.errors.somethingWentWrong'));
      setFormError(refusal.formError);
      return refusal.fieldErrors;
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate disableInvalidFormNotification>
      <Stack spacing={1}>
        {formError && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {formError}
          </Alert>
        )}
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
        <PasswordInput
          source="currentPassword"
          label="accounts.fields.currentPassword"
          autoComplete="current-password"
          validate={required()}
          autoFocus
        />
        <PasswordInput
          source="newPassword"
          label="accounts.fields.newPassword"
          autoComplete="new-password"
          validate={validateNewPassword}
          helperText={translate('accounts.help.newPassword', LENGTH)}
        />
        <PasswordInput
          source="confirmPassword"
          label="accounts.fields.confirmPassword"
          autoComplete="new-password"
          validate={[required(), sameAs('newPassword')]}
        />
        <div>
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate(submitting ? 'accounts.password.submitting' : 'accounts.password.submit')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
