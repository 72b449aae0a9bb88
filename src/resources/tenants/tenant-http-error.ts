import { HttpError } from 'react-admin';
import { ApiError } from '../../lib/http-client';
import { formPathOf } from './tenant-record';

/** The contract's errors in react-admin's terms: a field error lands on its input. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 304) {
    return new HttpError('resources.tenants.notifications.notModified', 304);
  }
  const body: Record<string, unknown> = { code: error.code };
  if (error.field) {
    const path = formPathOf(error.field).split('.');
    // At the field, the field's own name in front of the message says nothing new.
    const atField = error.message.startsWith(`${error.field}: `) ? error.message.slice(error.field.length + 2) : error.message;
    let errors: Record<string, unknown> = { [path.at(-1) ?? error.field]: atField };
    for (const segment of path.slice(0, -1).reverse()) errors = { [segment]: errors };
    body['errors'] = errors;
  }
  return new HttpError(error.message, error.status ?? 0, body);
}
