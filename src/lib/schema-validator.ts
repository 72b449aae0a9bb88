import type { Validator } from 'react-admin';

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * A form validator from one of the contract's generated zod schemas: the rule is the contract's,
 * only the wording is the console's. An empty input passes (`required()` says so on its own).
 */
export function matchesSchema(schema: Schema, message: string | { message: string; args: object }): Validator {
  return (value: unknown) =>
    value === undefined || value === null || value === '' || schema.safeParse(typeof value === 'string' ? value.trim() : value).success
      ? undefined
      : message;
}
