import { useMemo } from 'react';
import { PasswordInput, required, useTranslate } from 'react-admin';
import { newPasswordRules, sameAs, type NewPasswordRule } from '../lib/password-rules';

export interface NewPasswordFieldsProps {
  /** The account's name: a new password must not be it, and password managers file the new one under it. */
  username: string | undefined;
  /** The contract's schema of the new password, and its length limits for the message. */
  schema: NewPasswordRule['schema'];
  length: { min: number; max: number };
  autoFocus?: boolean;
}

/** A new password typed twice (`newPassword`, `confirmPassword`): the contract's length, not the username, and both the same. */
export function NewPasswordFields({ username, schema, length, autoFocus = false }: NewPasswordFieldsProps) {
  const translate = useTranslate();
  const validateNewPassword = useMemo(
    () => [required(), ...newPasswordRules({ schema, ...length, usernameOf: () => username })],
    [schema, length, username],
  );
  return (
    <>
      {/* For password managers: the account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
      <PasswordInput
        source="newPassword"
        label="accounts.fields.newPassword"
        autoComplete="new-password"
        validate={validateNewPassword}
        helperText={translate('accounts.help.newPassword', length)}
        autoFocus={autoFocus}
      />
      <PasswordInput
        source="confirmPassword"
        label="accounts.fields.confirmPassword"
        autoComplete="new-password"
        validate={[required(), sameAs('newPassword')]}
      />
    </>
  );
}
