import type { AuditEvent } from '../../../../src/generated/model/index.js';
import { compareNumbers } from '../../core/lists/in-memory-order.js';
import { declareList } from '../../core/lists/list-declaration.js';
import type { ListReading } from '../../core/lists/list-query.js';
import { AUDIT_CSV_HEADER, auditCsvRow } from './audit-csv.js';
import { parseAuditFilter, type AuditFilter } from './audit-filter.js';
import { messages } from './messages.js';
import { AUDIT_COUNT_LIMIT, AUDIT_SORT_FIELDS, type AuditSortField } from './sort-fields.js';
import { auditEventNotFound } from './audit-refusals.js';

function auditMatches(event: AuditEvent, filter: AuditFilter): boolean {
  const at = Date.parse(event.at);
  return (
    (filter.actions === undefined || filter.actions.includes(event.action)) &&
    (filter.actorId === undefined || event.actor.userId === filter.actorId) &&
    (filter.actor === undefined || event.actor.username.toLowerCase() === filter.actor) &&
    (filter.targetType === undefined || event.target.type === filter.targetType) &&
    (filter.targetId === undefined || event.target.id === filter.targetId) &&
    (filter.tenantId === undefined || event.tenantId === filter.tenantId) &&
    (filter.from === undefined || at >= Date.parse(filter.from)) &&
    (filter.to === undefined || at < Date.parse(filter.to)) &&
    (filter.ids === undefined || filter.ids.includes(event.eventId))
  );
}

/** Events are numbered in the order they happened: both fields order by id. */
const byEventId = (a: AuditEvent, b: AuditEvent) => compareNumbers(a.eventId, b.eventId);

/** The audit log, as the server answers it and the mock server pages it (mock/lists/): newest first, exported newest first. */
/** How the audit log reads its parameters, on the server and in the mock: newest first unless asked. */
export const auditListReading: ListReading<AuditSortField, AuditFilter> = {
  fields: AUDIT_SORT_FIELDS,
  defaultSort: { field: 'at', direction: 'desc' },
  parseFilter: parseAuditFilter,
};

export const list = declareList<AuditEvent, AuditSortField, AuditFilter>({
  ...auditListReading,
  resource: 'audit-events',
  orderBy: { at: byEventId, eventId: byEventId },
  idOf: (event) => event.eventId,
  matches: auditMatches,
  countLimit: AUDIT_COUNT_LIMIT,
  operations: [{ operationId: 'listAuditEvents' }],
  getOne: { operationId: 'getAuditEvent', notFound: auditEventNotFound },
  export: { operationId: 'exportAuditEvents', fileName: 'audit-events', newestFirst: true, header: () => AUDIT_CSV_HEADER, row: (event, language) => auditCsvRow(event, language) },
  messages,
});
