import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { safeRedirect } from './safe-redirect';

interface FieldErrors {
  username?: string;
  password?: string;
}

/** Username and password; Enter submits. Missing fields are marked, refusals shown above. */
export function SignInForm() {
  const translate = useTranslate();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const errors: FieldErrors = {};
    if (!username) errors.username = translate('ra.validation.required');
    if (!password) errors.password = translate('ra.validation.required');
    setFieldErrors(errors);
    setFormError(null);
    if (errors.username || errors.password) return;
    setSubmitting(true);
    try {
      const redirect = safeRedirect(searchParams.get('redirect'));
      // The redirect goes along too: when a one-time code is due, the code page leads there.
      await login({ username, password, redirect }, redirect);
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : translate('signIn.failed'));
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={translate('signIn.title')}>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <TextField
        name="username"
        label={translate('signIn.username')}
        autoComplete="username"
        autoFocus
        required
        fullWidth
        error={Boolean(fieldErrors.username)}
        helperText={fieldErrors.username}
      />
      <TextField
        name="password"
        type="password"
        label={translate('signIn.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
        {translate(submitting ? 'signIn.submitting' : 'signIn.submit')}
      </Button>
    </Stack>
  );
}
