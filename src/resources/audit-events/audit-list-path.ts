import type { ListWire } from '../../lib/list-page-path';
import { toContractFilter } from './audit-filter';

/**
 * Where ra-data-simple-rest finds the audit log (under `/v1`), and how the contract names its
 * fields: react-admin's `id` is `eventId`; `at` keeps its name.
 */
export const AUDIT_LIST_WIRE: ListWire = { path: 'audit-events', sortFields: { id: 'eventId' }, toContractFilter };
