import { toFormHttpError } from '../../lib/form-http-error';
import { formPathOf } from './tenant-record';

/** The contract's errors in react-admin's terms: a field error lands on its input. */
export function toHttpError(error: unknown): unknown {
  return toFormHttpError(error, { notModified: 'resources.tenants.notifications.notModified', formPathOf });
}
