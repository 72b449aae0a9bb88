import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '../../core/audit/audit-actions.js';
import { filterEntries, filterIds, invalid } from '../../core/lists/list-query.js';

export interface AuditFilter {
  actions?: AuditAction[];
  actorId?: number;
  /** Lower-cased. */
  actor?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  tenantId?: number;
  /** ISO 8601, normalized; `from` included, `to` excluded. */
  from?: string;
  to?: string;
  ids?: number[];
}

const AUDIT_FILTER_KEYS = ['action', 'actorId', 'actor', 'targetType', 'targetId', 'tenantId', 'from', 'to', 'id'] as const;
const INT32_MAX = 2 ** 31 - 1;
const MAX_TEXT = 64;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function wholeNumber(key: string, value: unknown): number {
  if (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > INT32_MAX) {
    throw invalid('filter', 'listFilterWholeNumber', { key });
  }
  return value as number;
}

function text(key: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT) {
    throw invalid('filter', 'listFilterText', { key, limit: MAX_TEXT });
  }
  return value.trim();
}

function dateTime(key: string, value: unknown): string {
  const date = typeof value === 'string' && ISO_DATE_TIME.test(value) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw invalid('filter', 'listFilterDate', { key });
  return date.toISOString();
}

export function parseAuditFilter(raw: string | undefined): AuditFilter {
  const entries = filterEntries(raw, AUDIT_FILTER_KEYS);
  const filter: AuditFilter = {};
  if (entries['action'] !== undefined) {
    const actions = Array.isArray(entries['action']) ? entries['action'] : [entries['action']];
    const known = (a: unknown): a is AuditAction => (AUDIT_ACTIONS as readonly unknown[]).includes(a);
    if (actions.length === 0 || actions.length > AUDIT_ACTIONS.length || !actions.every(known)) {
      throw invalid('filter', 'listFilterAction', { actions: AUDIT_ACTIONS.join(', ') });
    }
    filter.actions = actions;
  }
  if (entries['actorId'] !== undefined) filter.actorId = wholeNumber('actorId', entries['actorId']);
  if (entries['actor'] !== undefined) filter.actor = text('actor', entries['actor']).toLowerCase();
  if (entries['targetType'] !== undefined) {
    const type = entries['targetType'];
    if (type !== 'tenant' && type !== 'user') throw invalid('filter', 'listFilterTargetType');
    filter.targetType = type;
  }
  if (entries['targetId'] !== undefined) filter.targetId = text('targetId', entries['targetId']);
  if (entries['tenantId'] !== undefined) filter.tenantId = wholeNumber('tenantId', entries['tenantId']);
  if (entries['from'] !== undefined) filter.from = dateTime('from', entries['from']);
  if (entries['to'] !== undefined) filter.to = dateTime('to', entries['to']);
  const ids = filterIds(entries['id'], 'listFilterEventId', Number.MAX_SAFE_INTEGER);
  if (ids !== undefined) filter.ids = ids;
  return filter;
}
