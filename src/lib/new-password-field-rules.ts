import type { FieldRule, FormValues, Schema } from './field-rules';

export interface NewPasswordLimits {
  /** The contract's length limits of the password (its generated constants), for the message. */
  min: number;
  max: number;
}

/**
 * A new password's rules, for the public pages' forms and, through `password-rules.ts`,
 * react-admin's: the contract's (its generated schema: the length), and not the username. The
 * password is never trimmed: its spaces are part of it. Empty passes: `required` says so on its own.
 */
export function newPasswordRules(
  schema: Schema,
  { min, max }: NewPasswordLimits,
  usernameOf: (values: FormValues) => string | undefined,
): FieldRule[] {
  return [
    (value) => (value !== '' && !schema.safeParse(value).success ? { message: 'accounts.validation.length', args: { min, max } } : undefined),
    (value, values) => {
      const username = usernameOf(values)?.trim().toLowerCase();
      return value !== '' && username && value.toLowerCase() === username ? 'accounts.validation.isUsername' : undefined;
    },
  ];
}

/** The confirmation must repeat the field it confirms, as typed. */
export function sameAs(field: string): FieldRule {
  return (value, values) => (value !== '' && value !== values[field] ? 'accounts.validation.mismatch' : undefined);
}
