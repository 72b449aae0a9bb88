import type { FieldRules } from '../../components/use-light-form';
import { signUpBody, signUpBodyPasswordMax, signUpBodyPasswordMin } from '../../generated/zod/auth/auth.zod';
import { fitsSchema, required } from '../../lib/field-rules';
import { newPasswordRules, sameAs } from '../../lib/new-password-field-rules';

export type SignUpField = 'tenantName' | 'username' | 'email' | 'password' | 'confirmPassword';

/** The password's length limits, for its message and its help. */
export const PASSWORD_LENGTH = { min: signUpBodyPasswordMin, max: signUpBodyPasswordMax };

/** The sign-up form's checks: the rules are the contract's, through its generated zod schemas; only the wording is ours. */
export const SIGN_UP_RULES: FieldRules<SignUpField> = {
  tenantName: [required, fitsSchema(signUpBody.shape.tenantName, 'accounts.validation.name')],
  username: [required, fitsSchema(signUpBody.shape.username, 'accounts.validation.name')],
  email: [required, fitsSchema(signUpBody.shape.email, 'accounts.validation.email')],
  password: [required, ...newPasswordRules(signUpBody.shape.password, PASSWORD_LENGTH, (values) => (typeof values['username'] === 'string' ? values['username'] : undefined))],
  confirmPassword: [required, sameAs('password')],
};
