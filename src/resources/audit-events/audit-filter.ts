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

/** A moment as the date filters take it, in the browser's time zone: `2026-03-01` or `2026-03-01 09:30`. */
const LOCAL_MOMENT = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/;

export function isIsoInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
}

/**
 * An instant as the contract writes it, from an instant (in the address) or a local moment (as
 * typed); undefined for anything else, such as a date still being typed.
 */
export function toInstant(value: unknown): string | undefined {
  const text = String(value).trim();
  if (isIsoInstant(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  const match = LOCAL_MOMENT.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  // 2026-02-30 is no day: Date would quietly roll it over into March.
  if (date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59) return undefined;
  return date.toISOString();
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
    const instant = toInstant(result[key]);
    if (instant === undefined) delete result[key];
    else result[key] = instant;
  }
  return result as AuditFilter;
}
