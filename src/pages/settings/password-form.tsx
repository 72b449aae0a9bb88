import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { FormAlert } from '../../components/form-alert';
import { RevokeTokensChoice } from '../../features/api-tokens';
import { NewPasswordFields } from '../../components/new-password-fields';
import { changePassword } from '../../generated/endpoints/auth/auth';
import {
  changePasswordBody,
  changePasswordBodyNewPasswordMax,
  changePasswordBodyNewPasswordMin,
} from '../../generated/zod/auth/auth.zod';
import type { LoginSession } from '../../generated/model';
import { useRefusableSubmit } from '../../components/use-refusable-submit';

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
  /** The account's working API tokens, which the change may revoke too; none offered while unknown. */
  workingTokens?: number | undefined;
  /** The server took the new password and answered the session that goes on; `tokensRevoked` when it revoked the API tokens too. */
  onChanged(session: LoginSession, tokensRevoked: boolean): void;
}

/**
 * Current, new and confirmed password, and whether the account's API tokens go too (they keep
 * working otherwise). The browser checks what it can (the contract's length, not the username, the
 * confirmation); the server's refusals land at their field.
 */
export function PasswordForm({ username, workingTokens, onChanged }: PasswordFormProps) {
  const translate = useTranslate();
  const [revokeTokens, setRevokeTokens] = useState(false);
  const revokeApiTokens = revokeTokens && workingTokens !== undefined && workingTokens > 0;

  const { onSubmit, submitting, formError } = useRefusableSubmit(
    SERVER_FIELDS,
    (values: Partial<PasswordValues>) =>
      changePassword({ currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '', ...(revokeApiTokens && { revokeApiTokens }) }),
    (session) => onChanged(session, revokeApiTokens),
  );

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
        <RevokeTokensChoice count={workingTokens} checked={revokeTokens} onChange={setRevokeTokens} />
        <div>
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate(submitting ? 'accounts.password.submitting' : 'accounts.password.submit')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
