import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordFields } from '../../components/new-password-fields';
import { changePassword } from '../../../contract/endpoints/auth/auth';
import {
  changePasswordBody,
  changePasswordBodyNewPasswordMax,
  changePasswordBodyNewPasswordMin,
} from '../../../contract/zod/auth/auth.zod';
import type { LoginSession } from '../../../contract/model';
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
        <FormAlert message={formError} />
        <PasswordInput
          source="currentPassword"
          label="accounts.fields.currentPassword"
          autoComplete="current-password"
          validate={required()}
          autoFocus
        />
        <NewPasswordFields username={username} schema={changePasswordBody.shape.newPassword} length={LENGTH} />
        <div>
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate(submitting ? 'accounts.password.submitting' : 'accounts.password.submit')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
