import { listPagePath, type ListWire } from '../../lib/list-page-path';
import type { ListQuery } from '../../lib/list-query';
import { toContractFilter } from './audit-filter';

/** Where ra-data-simple-rest finds the audit log, under `/v1`. */
export const AUDIT_LIST_PATH = 'audit-events';

/** react-admin's `id` is the contract's `eventId`; `at` keeps its name. */
export const AUDIT_SORT_FIELDS: Record<string, string> = { id: 'eventId' };

const AUDIT_LIST_WIRE: ListWire = { path: AUDIT_LIST_PATH, sortFields: AUDIT_SORT_FIELDS, toContractFilter };

/** The address ra-data-simple-rest asks for one page of the audit log. */
export function auditListPagePath(query: ListQuery): string {
  return listPagePath(AUDIT_LIST_WIRE, query);
}
