import type { AuditEventView } from './audit-repository.js';
import { BYTE_ORDER_MARK, csvRow } from '../../core/lists/csv.js';

const COLUMNS = ['eventId', 'at', 'action', 'actor', 'tenantId', 'targetType', 'targetId', 'target', 'changes', 'requestId', 'clientAddress', 'userAgent'] as const;

/** The export's first line: the byte-order mark and the column names. */
export const AUDIT_CSV_HEADER = BYTE_ORDER_MARK + csvRow([...COLUMNS]);

/** One event as a line of the export; its changes as the JSON the API answers. */
export function auditCsvRow(event: AuditEventView): string {
  return csvRow([
    event.eventId,
    event.at,
    event.action,
    event.actor.username,
    event.tenantId ?? '',
    event.target.type,
    event.target.id,
    event.target.label,
    JSON.stringify(event.changes),
    event.requestId,
    event.clientAddress,
    event.userAgent,
  ]);
}
