import { HttpError } from 'react-admin';
import { ApiError } from './http-client';
import { withoutFieldName } from './submission-errors';

export interface FormHttpErrorOptions {
  /** The message key for a 304: the update changed nothing. */
  notModified: string;
  /** Where the server's `data.field` sits in the form (`domains[2]` → `domains.2.name`); the field itself by default. */
  formPathOf?: (field: string) => string;
}

/**
 * A contract error in react-admin's terms: the envelope's `data.field` becomes the form's error
 * at that input (react-admin reads `body.errors`), so a conflict shows where it happened.
 */
export function toFormHttpError(error: unknown, { notModified, formPathOf = (field) => field }: FormHttpErrorOptions): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 304) return new HttpError(notModified, 304);
  const body: Record<string, unknown> = { code: error.code };
  if (error.field) {
    const path = formPathOf(error.field).split('.');
    let errors: Record<string, unknown> = { [path.at(-1) ?? error.field]: withoutFieldName(error.message, error.field) };
    for (const segment of path.slice(0, -1).reverse()) errors = { [segment]: errors };
    body['errors'] = errors;
  }
  return new HttpError(error.message, error.status ?? 0, body);
}
