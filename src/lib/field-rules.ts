/**
 * A check's message: a message key, or a key with its arguments (react-admin's validators answer
 * the same shapes). It is translated where it shows, so it follows a change of language.
 */
export type RuleMessage = string | { message: string; args: Record<string, unknown> };

/** A form's values by field name, as typed (nothing trimmed; react-admin's forms may hold other than text). */
export type FormValues = Readonly<Record<string, unknown>>;

/** One check of a field: its message when the value fails it, else undefined. */
export type FieldRule = (value: string, values: FormValues) => RuleMessage | undefined;

/** Something must be typed; spaces count, as react-admin's `required()` has it. */
export const required: FieldRule = (value) => (value === '' ? 'accounts.validation.required' : undefined);

/** At most `max` characters. Empty passes: `required` says so on its own. */
export function maxLength(max: number): FieldRule {
  return (value) => (value !== '' && value.length > max ? { message: 'accounts.validation.maxLength', args: { max } } : undefined);
}

/** One of the contract's generated zod schemas, or anything that checks a value as they do. */
export interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * The contract's rule for a field, from its generated zod schema, on the value trimmed (as it is
 * sent); only the wording is the console's. Empty passes: `required` says so on its own.
 */
export function fitsSchema(schema: Schema, message: RuleMessage): FieldRule {
  return (value) => (value === '' || schema.safeParse(value.trim()).success ? undefined : message);
}
