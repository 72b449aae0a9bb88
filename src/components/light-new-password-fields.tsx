import { useTranslate } from '../i18n/translate';
import { required, type Schema } from '../lib/field-rules';
import { newPasswordRules, sameAs, type NewPasswordLimits } from '../lib/new-password-field-rules';
import { LightPasswordField } from './light-password-field';
import type { FieldRules } from './use-light-form';

export type NewPasswordField = 'newPassword' | 'confirmPassword';

/**
 * The checks of `newPassword` and `confirmPassword` (12 to 128 characters, not the username) for an account whose name is known:
 * the contract's schema of the new password, and its length limits for the message.
 */
export function newPasswordFieldRules(schema: Schema, length: NewPasswordLimits, username: string | undefined): FieldRules<NewPasswordField> {
  return {
    newPassword: [required, ...newPasswordRules(schema, length, () => username)],
    confirmPassword: [required, sameAs('newPassword')],
  };
}

export interface LightNewPasswordFieldsProps {
  /** The account's name: password managers file the new password under it. */
  username: string | undefined;
  length: NewPasswordLimits;
  /** The form's `fieldStatus` (`useLightForm`). */
  fieldStatus: (field: NewPasswordField, help?: string) => { error: boolean; helperText: string | undefined };
  autoFocus?: boolean;
}

/**
 * A new password typed twice, as `NewPasswordFields` draws it in the admin application, for a form
 * of the public pages (`useLightForm` with `newPasswordFieldRules`).
 */
export function LightNewPasswordFields({ username, length, fieldStatus, autoFocus = false }: LightNewPasswordFieldsProps) {
  const translate = useTranslate();
  return (
    <>
      {/* For password managers: the account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
      <LightPasswordField
        name="newPassword"
        label={translate('accounts.fields.newPassword')}
        autoComplete="new-password"
        required
        {...fieldStatus('newPassword', translate('accounts.help.newPassword', { ...length }))}
        autoFocus={autoFocus}
      />
      <LightPasswordField
        name="confirmPassword"
        label={translate('accounts.fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...fieldStatus('confirmPassword')}
        keepHelperLine
      />
    </>
  );
}
