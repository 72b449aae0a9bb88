import { AppError, ErrorCode } from './errors.js';

/** The 404 of a tenant id that names none: one wording wherever a tenant is named by id. */
export function tenantNotFound(id: number): AppError {
  return new AppError(ErrorCode.TenantNotFound, 'tenantNotFound', { params: { id }, field: 'id' });
}

/** The 409 of a tenant name another tenant has, at the field that carried it. */
export function tenantNameTaken(value: string, field: string): AppError {
  return new AppError(ErrorCode.UsernameTaken, 'tenantNameTaken', { field, params: { value } });
}
