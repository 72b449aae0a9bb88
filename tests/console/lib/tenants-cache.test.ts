import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../src/lib/storage-keys';
import { clearTenantsCache, readTenantsCache, TENANTS_CACHE_TTL_MS, writeTenantsCache } from '../../../src/lib/tenants-cache';

const tenants = [
  { tenantId: 1, username: 'system', enabled: true },
  { tenantId: 2, username: 'acme', enabled: false },
];

describe('the tenants cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the list for 300000 ms', () => {
    expect(TENANTS_CACHE_TTL_MS).toBe(300_000);
    writeTenantsCache(tenants, 1_000);
    expect(localStorage.getItem(StorageKey.tenantsCacheExpiry)).toBe(String(1_000 + 300_000));
    expect(readTenantsCache(1_000 + 299_999)).toEqual(tenants);
    expect(readTenantsCache(1_000 + 300_000)).toBeUndefined();
  });

  it('ignores a corrupt or malformed cache instead of failing', () => {
    localStorage.setItem(StorageKey.tenantsCacheExpiry, String(Date.now() + 60_000));
    localStorage.setItem(StorageKey.tenantsCache, '{not json');
    expect(readTenantsCache()).toBeUndefined();
    localStorage.setItem(StorageKey.tenantsCache, JSON.stringify([{ tenantId: '1' }]));
    expect(readTenantsCache()).toBeUndefined();
    localStorage.setItem(StorageKey.tenantsCacheExpiry, 'soon');
    expect(readTenantsCache()).toBeUndefined();
  });

  it('survives storage that is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeTenantsCache(tenants)).not.toThrow();
    expect(readTenantsCache()).toBeUndefined();
  });

  it('is cleared on request', () => {
    writeTenantsCache(tenants);
    clearTenantsCache();
    expect(readTenantsCache()).toBeUndefined();
  });
});

describe('the tenants cache over time', () => {
  afterEach(() => vi.useRealTimers());

  it('expires five minutes after it was written', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    writeTenantsCache(tenants);
    vi.advanceTimersByTime(299_999);
    expect(readTenantsCache()).toEqual(tenants);
    vi.advanceTimersByTime(1);
    expect(readTenantsCache()).toBeUndefined();
  });
});
