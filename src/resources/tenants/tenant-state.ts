import { TenantState } from '../../generated/model';
import type { TenantRecord } from './tenant-record';
import { getStoredUser, getToken } from '../../lib/session';
import { tenantIdFromToken } from '../../lib/token-claims';
import { dateLocale } from '../../lib/date-time-format';

/**
 * The tenant's state. Servers before 1.2.0 do not send it (the contract keeps it optional): their
 * tenants are only ever enabled or disabled.
 */
export function tenantState(record: Pick<TenantRecord, 'enabled' | 'state'>): TenantState {
  return record.state ?? (record.enabled ? TenantState.active : TenantState.disabled);
}

/** The states in the order a tenant lives them, as the list's filter offers them. */
export const TENANT_STATES: readonly TenantState[] = [TenantState.pending, TenantState.active, TenantState.disabled, TenantState.deleted];

/**
 * The administrators' own tenant (the system tenant): the server refuses to disable or delete it,
 * whoever asks, so neither is offered.
 */
export function isOwnTenant(record: Pick<TenantRecord, 'id'>): boolean {
  return record.id === (getStoredUser()?.tenantId ?? tenantIdFromToken(getToken()));
}

/** A purge date as people of the chosen language write a day and an hour ("Dec 27, 2026, 1:05 PM"). */
export function formatPurgeDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
