import type { AuditEvent } from '../../generated/model';

/** The react-admin resource the audit log is: its name is its address, `/logs`, a fixed route of the console. */
export const AUDIT_RESOURCE = 'logs';

/** An audit event as react-admin holds it: the contract's event with an `id`. */
export interface AuditRecord extends AuditEvent {
  id: number;
}

export function toAuditRecord(event: AuditEvent): AuditRecord {
  return { ...event, id: event.eventId };
}
