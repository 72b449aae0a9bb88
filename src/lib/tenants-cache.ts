import type { TenantSummary } from '../generated/model';
import { StorageKey } from './storage-keys';

export const TENANTS_CACHE_TTL_MS = 300_000;

export function isTenantSummary(value: unknown): value is TenantSummary {
  const t = value as TenantSummary;
  return typeof t === 'object' && t !== null && typeof t.tenantId === 'number' && typeof t.username === 'string' && typeof t.enabled === 'boolean';
}

/** The cached list while it is fresh; a missing, expired, unreadable or corrupt cache is no cache. */
export function readTenantsCache(now: number = Date.now()): TenantSummary[] | undefined {
  try {
    const expiry = Number(localStorage.getItem(StorageKey.tenantsCacheExpiry));
    if (!Number.isFinite(expiry) || expiry <= now) return undefined;
    const parsed: unknown = JSON.parse(localStorage.getItem(StorageKey.tenantsCache) ?? 'null');
    return Array.isArray(parsed) && parsed.every(isTenantSummary) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the list for five minutes; storage that is full or blocked just means no cache. */
export function writeTenantsCache(tenants: TenantSummary[], now: number = Date.now()): void {
  try {
    localStorage.setItem(StorageKey.tenantsCache, JSON.stringify(tenants));
    localStorage.setItem(StorageKey.tenantsCacheExpiry, String(now + TENANTS_CACHE_TTL_MS));
  } catch {
    clearTenantsCache();
  }
}

export function clearTenantsCache(): void {
  try {
    localStorage.removeItem(StorageKey.tenantsCache);
    localStorage.removeItem(StorageKey.tenantsCacheExpiry);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
