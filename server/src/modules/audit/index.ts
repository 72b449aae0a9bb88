import type { OperationHandlers, RepositoryContext } from '../../core/area.js';
import { AuditRepository } from './audit-repository.js';
import * as auditEvents from './handlers.js';

/** The audit log: its list, one event, its export. Every area writes it through `core/audit`. */
export const handlers: OperationHandlers = auditEvents;

export const repositories = {
  audit: ({ db }: RepositoryContext) => new AuditRepository(db),
};

export { messages } from './messages.js';
