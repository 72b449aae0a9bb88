import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form, PasswordInput, required, TextInput, useLogin, useTranslate } from 'react-admin';
import { FormAlert } from '../../components/form-alert';
import { signUp } from '../../generated/endpoints/auth/auth';
import { ErrorCode, type SignedUp } from '../../generated/model';
import { signUpBody, signUpBodyPasswordMax, signUpBodyPasswordMin } from '../../generated/zod/auth/auth.zod';
import { ApiError } from '../../lib/http-client';
import { newPasswordRules, sameAs } from '../../lib/password-rules';
import { matchesSchema } from '../../lib/schema-validator';
import { placeRefusal, refusalMessage } from '../../lib/submission-errors';

interface SignUpValues {
  tenantName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The fields the server may name in a refusal: 409 at tenantName, username (40900) or email (40906), 400 at any. */
const SERVER_FIELDS = ['tenantName', 'username', 'email', 'password'] as const;
const LENGTH = { min: signUpBodyPasswordMin, max: signUpBodyPasswordMax };

// The rules are the contract's, through its generated zod schemas; only the wording is ours.
const validateTenantName = [required(), matchesSchema(signUpBody.shape.tenantName, 'accounts.validation.name')];
const validateUsername = [required(), matchesSchema(signUpBody.shape.username, 'accounts.validation.name')];
const validateEmail = [required(), matchesSchema(signUpBody.shape.email, 'accounts.validation.email')];
const validatePassword = [
  required(),
  ...newPasswordRules({
    schema: signUpBody.shape.password,
    ...LENGTH,
    usernameOf: (values) => (typeof values['username'] === 'string' ? values['username'] : undefined),
  }),
];
const validateConfirmation = [required(), sameAs('password')];

export interface SignUpFormProps {
  /** The tenant was made but starts disabled: it waits for an administrator. */
  onWaiting(created: SignedUp): void;
  /** The tenant was made and enabled, but signing in with it failed. */
  onSignInFailed(created: SignedUp, message: string): void;
  /** The server says sign-up is closed (it changed since the page asked). */
  onClosed(): void;
}

/** A tenant and its owner: tenant name, username, email and password (twice). An open console signs the new owner in at once. */
export function SignUpForm({ onWaiting, onSignInFailed, onClosed }: SignUpFormProps) {
  const translate = useTranslate();
  const login = useLogin();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const fallback = translate('shell.errors.somethingWentWrong');

  const onSubmit = async (values: Partial<SignUpValues>) => {
    setFormError(undefined);
    setSubmitting(true);
    const username = (values.username ?? '').trim();
    const password = values.password ?? '';
    let created: SignedUp;
    try {
      created = await signUp({ tenantName: (values.tenantName ?? '').trim(), username, email: (values.email ?? '').trim(), password });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code === ErrorCode.SignUpClosed) {
        onClosed();
        return undefined;
      }
      const refusal = placeRefusal(error, SERVER_FIELDS, fallback);
      setFormError(refusal.formError);
      return refusal.fieldErrors;
    }
    if (!created.enabled) {
      onWaiting(created);
      return undefined;
    }
    try {
      // The credentials just typed: the new owner goes straight in.
      await login({ username, password }, '/');
    } catch (error) {
      onSignInFailed(created, refusalMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback));
    }
    return undefined;
  };

  return (
    <Form onSubmit={onSubmit} noValidate disableInvalidFormNotification>
      <Stack spacing={1}>
        <FormAlert message={formError} />
        <TextInput
          source="tenantName"
          label="accounts.fields.tenantName"
          autoComplete="organization"
          validate={validateTenantName}
          helperText="accounts.help.tenantName"
          autoFocus
        />
        <TextInput source="username" label="accounts.fields.username" autoComplete="username" validate={validateUsername} helperText="accounts.help.username" />
        <TextInput source="email" type="email" label="accounts.fields.email" autoComplete="email" validate={validateEmail} helperText="accounts.help.email" />
        <PasswordInput
          source="password"
          label="accounts.fields.password"
          autoComplete="new-password"
          validate={validatePassword}
          helperText={translate('accounts.help.newPassword', LENGTH)}
        />
        <PasswordInput source="confirmPassword" label="accounts.fields.confirmSignUpPassword" autoComplete="new-password" validate={validateConfirmation} />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {translate(submitting ? 'accounts.signUp.submitting' : 'accounts.signUp.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
