import Stack from '@mui/material/Stack';
import { useLocation } from 'wouter';
import { FormAlert } from '../../components/form-alert';
import { LightPasswordField } from '../../components/light-password-field';
import { LightTextField } from '../../components/light-text-field';
import { PublicSubmitButton } from '../../components/public-submit-button';
import { usePreloadAdmin } from '../../components/shell-switch';
import { useLightForm } from '../../components/use-light-form';
import { ErrorCode, type SignedUp, type SignUpRequest } from '../../../contract/model';
import { useTranslate } from '../../i18n/translate';
import { ApiError } from '../../lib/api-error';
import { callPublicApi } from '../../lib/public-api';
import { placeRefusal, refusalMessage, type Refusal } from '../../lib/submission-errors';
import { signIn } from '../sign-in/sign-in-steps';
import { PASSWORD_LENGTH, SIGN_UP_RULES, type SignUpField } from './sign-up-rules';

/** The fields typed as text, in order; each has its label and help under `accounts.fields` and `accounts.help`. */
const TEXT_FIELDS = [
  { name: 'tenantName', type: 'text', autoComplete: 'organization' },
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const satisfies readonly { name: SignUpField; type: string; autoComplete: string }[];

/** The fields the server may name in a refusal: 409 at tenantName, username (40900) or email (40906), 400 at any. */
const SERVER_FIELDS = ['tenantName', 'username', 'email', 'password'] as const;

export interface SignUpFormProps {
  /** The console is open: the new owner is signed in at once, so the admin application loads while the form is filled in. */
  signsIn: boolean;
  /** The tenant was made but waits for an administrator's approval; the decision is mailed to `email`. */
  onWaiting(created: SignedUp, email: string): void;
  /** The tenant was made and enabled, but signing in with it failed. */
  onSignInFailed(created: SignedUp, message: string): void;
  /** The server says sign-up is closed (it changed since the page asked). */
  onClosed(): void;
}

/** A tenant and its owner: tenant name, username, email and password (twice). An open console signs the new owner in at once. */
export function SignUpForm({ signsIn, onWaiting, onSignInFailed, onClosed }: SignUpFormProps) {
  const translate = useTranslate();
  const [, navigate] = useLocation();
  const preloadAdmin = usePreloadAdmin();
  const fallback = translate('shell.errors.somethingWentWrong');

  const submit = async (values: Record<SignUpField, string>): Promise<Refusal | undefined> => {
    const username = values.username.trim();
    const { password } = values;
    const request: SignUpRequest = { tenantName: values.tenantName.trim(), username, email: values.email.trim(), password };
    let created: SignedUp;
    try {
      created = await callPublicApi<SignedUp>('POST', '/v1/auth/sign-up', request);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.SignUpClosed) {
        onClosed();
        return undefined;
      }
      return placeRefusal(error, SERVER_FIELDS, fallback);
    }
    if (!created.enabled) {
      onWaiting(created, request.email);
      return undefined;
    }
    try {
      // The credentials just typed: the new owner goes straight in, and the shell hands over.
      const outcome = await signIn({ username, password });
      navigate(outcome?.redirectTo ?? '/');
    } catch (error) {
      // A call that got no answer has the mutator's words, in English: the fallback says it instead.
      const unanswered = error instanceof ApiError && !error.answered;
      onSignInFailed(created, refusalMessage(error) ?? (!unanswered && error instanceof Error && error.message ? error.message : fallback));
    }
    return undefined;
  };

  const { formProps, fieldStatus, formError, submitting } = useLightForm(SIGN_UP_RULES, submit);

  return (
    <form {...formProps} onInput={signsIn ? preloadAdmin : undefined}>
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
