import Stack from '@mui/material/Stack';
import { FormAlert } from '../../components/form-alert';
import { LightNewPasswordFields, newPasswordFieldRules, type NewPasswordField } from '../../components/light-new-password-fields';
import { PublicSubmitButton } from '../../components/public-submit-button';
import { useLightForm } from '../../components/use-light-form';
import type { PasswordReset, PasswordResetAccount } from '../../generated/model';
import { resetPasswordBody, resetPasswordBodyNewPasswordMax, resetPasswordBodyNewPasswordMin } from '../../generated/zod/auth/auth.zod';
import { useTranslate } from '../../i18n/translate';
import { callPublicApi } from '../../lib/public-api';
import { placeRefusal, type Refusal } from '../../lib/submission-errors';
import { LINK_WORDS, linkProblemOf, type LinkProblem, type LinkPurpose } from './reset-link-state';

const LENGTH = { min: resetPasswordBodyNewPasswordMin, max: resetPasswordBodyNewPasswordMax };

export interface ResetPasswordFormProps {
  token: string;
  username: string;
  /** Whose words the button speaks: a reset's or an invitation's. */
  purpose: LinkPurpose;
  onDone(): void;
  /** The link went bad between the check and the submit (used in another tab, or its time ran out). */
  onProblem(problem: LinkProblem): void;
}

/** A new password, typed twice, for the account of a checked link (a reset or an invitation). */
export function ResetPasswordForm({ token, username, purpose, onDone, onProblem }: ResetPasswordFormProps) {
  const translate = useTranslate();

  const submit = async (values: Record<NewPasswordField, string>): Promise<Refusal | undefined> => {
    try {
      const reset: PasswordReset = { token, newPassword: values.newPassword };
      await callPublicApi<PasswordResetAccount>('POST', '/v1/auth/password-reset', reset);
      onDone();
      return undefined;
    } catch (error) {
      const problem = linkProblemOf(error);
      if (problem) {
        onProblem(problem);
        return undefined;
      }
      return placeRefusal(error, ['newPassword'], translate('shell.errors.somethingWentWrong'));
    }
  };

  const { formProps, fieldStatus, formError, submitting } = useLightForm(newPasswordFieldRules(resetPasswordBody.shape.newPassword, LENGTH, username), submit);
  return (
    <form {...formProps}>
      <Stack spacing={1}>
        <FormAlert message={formError} />
        <LightNewPasswordFields username={username} length={LENGTH} fieldStatus={fieldStatus} autoFocus />
        <PublicSubmitButton submitting={submitting} label={`${LINK_WORDS[purpose]}.setSubmit`} busyLabel={`${LINK_WORDS[purpose]}.setSubmitting`} />
      </Stack>
    </form>
  );
}
