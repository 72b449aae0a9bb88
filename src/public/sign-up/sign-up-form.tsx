import Stack from '@mui/material/Stack';
import { FormAlert } from '../../components/form-alert';
import { LightPasswordField } from '../../components/light-password-field';
import { LightTextField } from '../../components/light-text-field';
import { PublicSubmitButton } from '../../components/public-submit-button';
import { useLightForm } from '../../components/use-light-form';
import { ErrorCode, type SignUpRequest } from '../../generated/model';
import { useTranslate } from '../../i18n/translate';
import { ApiError } from '../../lib/api-error';
import { callPublicApi } from '../../lib/public-api';
import { placeRefusal, type Refusal } from '../../lib/submission-errors';
import { PASSWORD_LENGTH, SIGN_UP_RULES, type SignUpField } from './sign-up-rules';

/** The fields typed as text, in order; each has its label and help under `accounts.fields` and `accounts.help`. */
const TEXT_FIELDS = [
  { name: 'tenantName', type: 'text', autoComplete: 'organization' },
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const satisfies readonly { name: SignUpField; type: string; autoComplete: string }[];

/** The fields the server may name in a refusal (400): whether a value is taken, it never says here. */
const SERVER_FIELDS = ['tenantName', 'username', 'email', 'password'] as const;

export interface SignUpFormProps {
  /** The request is taken: a mail is on its way to `email`, with a link or with the account it has. */
  onSent(email: string): void;
  /** The server says sign-up is closed (it changed since the page asked). */
  onClosed(): void;
}

/** A tenant and its owner: tenant name, username, email and password (twice), sent to be confirmed from a mail. */
export function SignUpForm({ onSent, onClosed }: SignUpFormProps) {
  const translate = useTranslate();
  const fallback = translate('shell.errors.somethingWentWrong');

  const submit = async (values: Record<SignUpField, string>): Promise<Refusal | undefined> => {
    const request: SignUpRequest = { tenantName: values.tenantName.trim(), username: values.username.trim(), email: values.email.trim(), password: values.password };
    try {
      await callPublicApi<null>('POST', '/v1/auth/sign-up', request);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.SignUpClosed) {
        onClosed();
        return undefined;
      }
      return placeRefusal(error, SERVER_FIELDS, fallback);
    }
    onSent(request.email);
    return undefined;
  };

  const { formProps, fieldStatus, formError, submitting } = useLightForm(SIGN_UP_RULES, submit);

  return (
    <form {...formProps}>
      <Stack spacing={1}>
        <FormAlert message={formError} />
        {TEXT_FIELDS.map(({ name, type, autoComplete }, index) => (
          <LightTextField
            key={name}
            name={name}
            type={type}
            label={translate(`accounts.fields.${name}`)}
            autoComplete={autoComplete}
            required
            autoFocus={index === 0}
            {...fieldStatus(name, translate(`accounts.help.${name}`))}
          />
        ))}
        <LightPasswordField
          name="password"
          label={translate('accounts.fields.password')}
          autoComplete="new-password"
          required
          {...fieldStatus('password', translate('accounts.help.newPassword', PASSWORD_LENGTH))}
        />
        <LightPasswordField
          name="confirmPassword"
          label={translate('accounts.fields.confirmSignUpPassword')}
          autoComplete="new-password"
          required
          keepHelperLine
          {...fieldStatus('confirmPassword')}
        />
        <PublicSubmitButton submitting={submitting} label="accounts.signUp.submit" busyLabel="accounts.signUp.submitting" />
      </Stack>
    </form>
  );
}
