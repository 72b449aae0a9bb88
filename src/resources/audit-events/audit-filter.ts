import type { AuditAction, AuditEventTargetType } from '../../generated/model';
import { withoutEmpty } from '../../lib/list-page';

/** The `filter` parameter's JSON as the contract describes it (a string parameter, so not generated). */
export interface AuditFilter {
  action?: AuditAction | AuditAction[];
  actor?: string;
  actorId?: number;
  targetType?: AuditEventTargetType;
  targetId?: string;
  tenantId?: number;
  from?: string;
  to?: string;
  id?: number | number[];
}

/** An instant as the contract writes it; the date inputs give the browser's local time. */
function toIsoInstant(value: unknown): string | undefined {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The list's filter values as the contract types them: texts trimmed, times as ISO 8601 instants. */
export function toContractFilter(filter: Record<string, unknown> | undefined): AuditFilter {
  const result = withoutEmpty(filter);
  for (const key of ['actor', 'targetId'] as const) {
    const value = result[key];
    if (value === undefined) continue;
    const text = String(value).trim();
    if (text === '') delete result[key];
    else result[key] = text;
  }
  for (const key of ['from', 'to'] as const) {
    if (result[key] === undefined) continue;
    const instant = toIsoInstant(result[key]);
    if (instant === undefined) delete result[key];
    else result[key] = instant;
  }
  return result as AuditFilter;
}
