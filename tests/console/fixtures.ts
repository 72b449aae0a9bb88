import { HttpResponse } from 'msw';
import type { Tenant, User } from '../../src/generated/model';
import { StorageKey } from '../../src/lib/storage-keys';

export const admin: User = { userId: 1, username: 'admin', isAdmin: true, tenantId: 1 };

export function tenant(tenantId: number, username: string, overrides: Partial<Tenant> = {}): Tenant {
  return {
    tenantId,
    username,
    enabled: true,
    domains: [],
    remark: '',
    createdAt: `2026-01-${String(tenantId).padStart(2, '0')}T08:00:00.000Z`,
    updatedAt: `2026-02-${String(tenantId).padStart(2, '0')}T08:00:00.000Z`,
    ...overrides,
  };
}

export function ok<T>(data: T) {
  return HttpResponse.json({ code: 0, message: 'ok', data });
}

export function failure(status: number, code: number, message: string, field?: string) {
  return HttpResponse.json({ code, message, data: field ? { field } : null }, { status });
}

export function signIn(user: User = admin): void {
  localStorage.setItem(StorageKey.authToken, 'test-token');
  localStorage.setItem(StorageKey.userInfo, JSON.stringify(user));
}

/** A token shaped like the server's (the console reads `tenant_id` from it, never verifies it). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
