import type { Validator } from 'react-admin';

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

export interface NewPasswordRule {
  /** The contract's rule for the password, from its generated zod schema. */
  schema: Schema;
  min: number;
  max: number;
  /** The account's name, which the password must not be (from the form's values or the session). */
  usernameOf: (allValues: Record<string, unknown>) => string | undefined;
}

/**
 * A new password's rules (DESIGN §10): the contract's length, and not the username. The password
 * is never trimmed: its spaces are part of it. Empty passes: `required()` says so on its own.
 */
export function newPasswordRules({ schema, min, max, usernameOf }: NewPasswordRule): Validator[] {
  return [
    (value: unknown) =>
      typeof value === 'string' && value !== '' && !schema.safeParse(value).success
        ? { message: 'accounts.validation.length', args: { min, max } }
        : undefined,
    (value: unknown, allValues: Record<string, unknown>) => {
      const username = usernameOf(allValues)?.trim().toLowerCase();
      return typeof value === 'string' && value !== '' && username && value.toLowerCase() === username
        ? 'accounts.validation.isUsername'
        : undefined;
    },
  ];
}

/** The confirmation must repeat the field it confirms, as typed. */
export function sameAs(field: string): Validator {
  return (value: unknown, allValues: Record<string, unknown>) =>
    typeof value === 'string' && value !== '' && value !== allValues[field] ? 'accounts.validation.mismatch' : undefined;
}
