import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordFields } from '../../components/new-password-fields';
import { resetPassword } from '../../generated/endpoints/auth/auth';
import { resetPasswordBody, resetPasswordBodyNewPasswordMax, resetPasswordBodyNewPasswordMin } from '../../generated/zod/auth/auth.zod';
import { placeRefusal } from '../../lib/submission-errors';
import { linkProblemOf, type LinkProblem } from './reset-link-state';

const LENGTH = { min: resetPasswordBodyNewPasswordMin, max: resetPasswordBodyNewPasswordMax };

export interface ResetPasswordFormProps {
  token: string;
  username: string;
  onDone(): void;
  /** The link went bad between the check and the submit (used in another tab, or its time ran out). */
  onProblem(problem: LinkProblem): void;
}

/** A new password, typed twice, for the account of a checked reset link. */
export function ResetPasswordForm({ token, username, onDone, onProblem }: ResetPasswordFormProps) {
  const translate = useTranslate();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (values: { newPassword?: string }) => {
    setFormError(undefined);
    setSubmitting(true);
    try {
      await resetPassword({ token, newPassword: values.newPassword ?? '' });
      onDone();
      return undefined;
    } catch (error) {
      setSubmitting(false);
      const problem = linkProblemOf(error);
      if (problem) {
        onProblem(problem);
        return undefined;
      }
      const refusal = placeRefusal(error, ['newPassword'], translate('shell.errors.somethingWentWrong'));
      setFormError(refusal.formError);
      return refusal.fieldErrors;
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate disableInvalidFormNotification>
      <Stack spacing={1}>
        <FormAlert message={formError} />
        <NewPasswordFields username={username} schema={resetPasswordBody.shape.newPassword} length={LENGTH} autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {translate(submitting ? 'accounts.forgot.setSubmitting' : 'accounts.forgot.setSubmit')}
        </Button>
      </Stack>
    </Form>
  );
}
