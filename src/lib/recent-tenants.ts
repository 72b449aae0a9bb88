import type { TenantSummary } from '../generated/model';
import { StorageKey } from './storage-keys';
import { isTenantSummary } from './tenants-cache';

export const RECENT_TENANTS_KEPT = 5;

/** The tenants last switched to, newest first; unreadable storage is no history. */
export function readRecentTenants(): TenantSummary[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(StorageKey.recentTenants) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTenantSummary).slice(0, RECENT_TENANTS_KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts a tenant first in the history, keeping the five most recent. */
export function rememberRecentTenant(tenant: TenantSummary): TenantSummary[] {
  const { tenantId, username, enabled } = tenant;
  const next = [{ tenantId, username, enabled }, ...readRecentTenants().filter((t) => t.tenantId !== tenantId)].slice(0, RECENT_TENANTS_KEPT);
  try {
    localStorage.setItem(StorageKey.recentTenants, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the history lasts for this page only.
  }
  return next;
}
