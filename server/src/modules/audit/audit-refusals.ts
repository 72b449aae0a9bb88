import { AppError, ErrorCode } from '../../core/errors.js';

/** The 404 of an event id the caller may not see, or that names none: the handler's and the mock's (list.ts). */
export function auditEventNotFound(id: number): AppError {
  return new AppError(ErrorCode.AuditEventNotFound, 'auditEventNotFound', { params: { id }, field: 'id' });
}
