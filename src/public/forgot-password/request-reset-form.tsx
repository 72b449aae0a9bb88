import Stack from '@mui/material/Stack';
import { FormAlert } from '../../components/form-alert';
import { LightTextField } from '../../components/light-text-field';
import { PublicSubmitButton } from '../../components/public-submit-button';
import { useLightForm, type FieldRules } from '../../components/use-light-form';
import type { PasswordResetRequest } from '../../generated/model';
import { requestPasswordResetBodyLoginMax } from '../../generated/zod/auth/auth.zod';
import { useTranslate } from '../../i18n/translate';
import { maxLength, required } from '../../lib/field-rules';
import { callPublicApi } from '../../lib/public-api';
import { placeRefusal, type Refusal } from '../../lib/submission-errors';

const RULES: FieldRules<'login'> = { login: [required, maxLength(requestPasswordResetBodyLoginMax)] };

/** A username or an email; the server mails a link when an account with an email matches. */
export function RequestResetForm({ onSent }: { onSent(): void }) {
  const translate = useTranslate();

  const submit = async (values: Record<'login', string>): Promise<Refusal | undefined> => {
    try {
      const request: PasswordResetRequest = { login: values.login.trim() };
      await callPublicApi<null>('POST', '/v1/auth/password-reset-requests', request);
      onSent();
      return undefined;
    } catch (error) {
      return placeRefusal(error, ['login'], translate('shell.errors.somethingWentWrong'));
    }
  };

  const { formProps, fieldStatus, formError, submitting } = useLightForm(RULES, submit);
  return (
    <form {...formProps}>
      <Stack spacing={1}>
        <FormAlert message={formError} />
        <LightTextField
          name="login"
          label={translate('accounts.fields.login')}
          autoComplete="username"
          required
          autoFocus
          keepHelperLine
          {...fieldStatus('login')}
        />
        <PublicSubmitButton submitting={submitting} label="accounts.forgot.submit" busyLabel="accounts.forgot.submitting" />
      </Stack>
    </form>
  );
}
