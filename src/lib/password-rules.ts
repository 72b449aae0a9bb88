import type { Validator } from 'react-admin';
import type { FieldRule, Schema } from './field-rules';
import { newPasswordRules as newPasswordFieldRules, sameAs as sameAsField } from './new-password-field-rules';

export interface NewPasswordRule {
  /** The contract's rule for the password, from its generated zod schema. */
  schema: Schema;
  min: number;
  max: number;
  /** The account's name, which the password must not be (from the form's values or the session). */
  usernameOf: (allValues: Record<string, unknown>) => string | undefined;
}

/** A rule of the light forms, for react-admin's: a value that is not text (an input not yet touched) passes, and `required()` speaks for it. */
function forReactAdmin(rule: FieldRule): Validator {
  return (value: unknown, allValues: Record<string, unknown>) => (typeof value === 'string' ? rule(value, allValues) : undefined);
}

/** A new password's rules (12 to 128 characters, not the username) for react-admin's forms: the same rules the public pages check. */
export function newPasswordRules({ schema, min, max, usernameOf }: NewPasswordRule): Validator[] {
  return newPasswordFieldRules(schema, { min, max }, usernameOf).map(forReactAdmin);
}

/** The confirmation must repeat the field it confirms, as typed. */
export function sameAs(field: string): Validator {
  return forReactAdmin(sameAsField(field));
}
