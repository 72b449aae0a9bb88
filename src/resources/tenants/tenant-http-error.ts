import { toFormHttpError } from '../../lib/form-http-error';
import { formPathOf } from './tenant-record';

/** The tenant create and edit forms' inputs (the create form's owner too, and an input per attribute at `attributes.<key>`). */
const TENANT_FORM_FIELDS = ['username', 'remark', 'domains', 'owner', 'attributes'];

/** The contract's errors in react-admin's terms: a field error lands on its input. */
export function toHttpError(error: unknown): unknown {
  return toFormHttpError(error, { notModified: 'resources.tenants.notifications.notModified', formPathOf, formFields: TENANT_FORM_FIELDS });
}
