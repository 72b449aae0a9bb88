import { HttpError } from 'react-admin';
import { ApiError } from './http-client';
import { withoutFieldName } from './submission-errors';

export interface FormHttpErrorOptions {
  /** The message key for a 304: the update changed nothing. */
  notModified: string;
  /** Where the server's `data.field` sits in the form (`domains[2]` → `domains.2.name`); the field itself by default. */
  formPathOf?: (field: string) => string;
  /**
   * The inputs the forms of this resource have (the first segment of a path): an error about any
   * other field has no input to land on, so it stays a message for the whole page (a toast).
   */
  formFields: readonly string[];
}

/** Whether a refusal was placed at an input of the form: then that input says it, and nothing else must. */
export function isPlacedAtField(error: unknown): boolean {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
}

/**
 * A contract error in react-admin's terms: the envelope's `data.field` becomes the form's error
 * at that input (react-admin reads `body.errors`), so a conflict shows where it happened.
 */
export function toFormHttpError(
  error: unknown,
  { notModified, formPathOf = (field) => field, formFields }: FormHttpErrorOptions,
): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 304) return new HttpError(notModified, 304);
  const body: Record<string, unknown> = { code: error.code };
  const path = error.field ? formPathOf(error.field).split('.') : [];
  if (error.field && formFields.includes(path[0] ?? '')) {
    // The server's "Field labels.en: …" says nothing new at that input either.
    const unprefixed = error.message.replace(/^(?:Field |字段 )/, '');
    const shown = withoutFieldName(unprefixed, error.field);
    let errors: Record<string, unknown> = { [path.at(-1) ?? error.field]: shown === unprefixed ? error.message : shown };
    for (const segment of path.slice(0, -1).reverse()) errors = { [segment]: errors };
    body['errors'] = errors;
  }
  return new HttpError(error.message, error.status ?? 0, body);
}
