import { expose, type OperationHandlers, type Opened, type RepositoryContext } from '../../core/area.js';
import { AuditRepository } from './audit-repository.js';
import * as auditEvents from './handlers.js';

/** The audit log: its list, one event, its export. Every area writes it through `core/audit`. */
export const handlers: OperationHandlers = auditEvents;

export const repositories = {
  audit: ({ db }: RepositoryContext) => new AuditRepository(db),
};

/** The log's one write, which `core/audit`'s `recordEvent` makes with the event's webhook deliveries. */
export const provides = ({ audit }: Opened<typeof repositories>) => expose(audit, ['record', 'recordAll']);

export { messages } from './messages.js';
