import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ErrorAlert, preloadErrorAlert } from '../../components/error-alert';
import { LightTextField } from '../../components/light-text-field';
import { PublicSubmitButton } from '../../components/public-submit-button';
import { usePreloadAdmin } from '../../components/shell-switch';
import { useTranslate } from '../../i18n/translate';
import type { ErrorCode } from '../../generated/model/errorCode';
import { ApiError } from '../../lib/api-error';
import { safeRedirect } from './safe-redirect';

/** The contract's code for a sign-up waiting for approval, checked against it without bundling every code into sign-in's first load. */
const AWAITING_APPROVAL: typeof ErrorCode.TenantAwaitingApproval = 40310;

// The sign-in call itself loads with the first keystroke, not with the page.
const loadSignInSteps = () => import('./sign-in-steps');

interface FieldErrors {
  username?: string;
  password?: string;
}

/** Username and password; Enter submits. Missing fields are marked, refusals shown above. */
export function SignInForm() {
  const translate = useTranslate();
  const [, navigate] = useLocation();
  const search = useSearch();
  const preloadAdmin = usePreloadAdmin();
  const onInput = () => {
    preloadAdmin();
    void loadSignInSteps().catch(() => undefined);
  };
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; severity: 'error' | 'info' } | null>(null);
  // `?username=…` (an invited owner's first sign-in) fills the username: the password is what is left to type.
  const [knownUsername] = useState(() => new URLSearchParams(search).get('username')?.trim() || undefined);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const errors: FieldErrors = {};
    if (!username) errors.username = translate('signIn.required');
    if (!password) errors.password = translate('signIn.required');
    setFieldErrors(errors);
    setFormError(null);
    if (errors.username || errors.password) return;
    setSubmitting(true);
    preloadErrorAlert();
    try {
      const { signIn } = await loadSignInSteps();
      const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
      // The redirect goes along too: when a one-time code is due, the code page leads there.
      const outcome = await signIn({ username, password, redirect });
      // An address of the admin application: the shell hands over to it, already loaded.
      navigate(outcome?.redirectTo ?? redirect);
    } catch (error) {
      if (error instanceof ApiError && error.code === AWAITING_APPROVAL) {
        // Nothing was typed wrong: the sign-up waits for an administrator, and its owner is mailed the decision.
        setFormError({ message: translate('signIn.awaitingApproval'), severity: 'info' });
      } else {
        // The server's words when it refused; ours when it could not be reached (or the page's code could not load).
        setFormError({ message: error instanceof ApiError && error.answered && error.message ? error.message : translate('signIn.failed'), severity: 'error' });
      }
      setSubmitting(false);
    }
  };

  return (
    // The admin application loads while the password is typed: signing in then shows it at once.
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} onInput={onInput} aria-label={translate('signIn.title')}>
      {formError && <ErrorAlert severity={formError.severity}>{formError.message}</ErrorAlert>}
      <LightTextField
        name="username"
        label={translate('signIn.username')}
        autoComplete="username"
        autoFocus={knownUsername === undefined}
        defaultValue={knownUsername}
        required
        error={Boolean(fieldErrors.username)}
        helperText={fieldErrors.username}
      />
      <LightTextField
        name="password"
        type="password"
        label={translate('signIn.password')}
        autoComplete="current-password"
        autoFocus={knownUsername !== undefined}
        required
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
      />
      <PublicSubmitButton submitting={submitting} label="signIn.submit" busyLabel="signIn.submitting" />
    </Stack>
  );
}
