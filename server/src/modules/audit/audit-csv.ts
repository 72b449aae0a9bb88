import type { AuditEventView } from './audit-repository.js';
import type { Language } from '../../core/i18n/catalog.js';
import { BYTE_ORDER_MARK, csvRow } from '../../core/lists/csv.js';
import { auditSentence } from './audit-sentence.js';

// `sentence` last: the columns before it keep their places for programs that read them by position.
const COLUMNS = ['eventId', 'at', 'action', 'actor', 'tenantId', 'targetType', 'targetId', 'target', 'changes', 'requestId', 'clientAddress', 'userAgent', 'sentence'] as const;

/** The export's first line: the byte-order mark and the column names. */
export const AUDIT_CSV_HEADER = BYTE_ORDER_MARK + csvRow([...COLUMNS]);

/** One event as a line of the export: its changes as the JSON the API answers, and the sentence the console shows, in the exporter's language. */
export function auditCsvRow(event: AuditEventView, language: Language): string {
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
    auditSentence(event, language),
  ]);
}
