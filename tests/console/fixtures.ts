import { HttpResponse } from 'msw';
import type { AuditEvent, Tenant, User } from '../../src/generated/model';
import type { StoredUser } from '../../src/lib/session';
import { StorageKey } from '../../src/lib/storage-keys';

/** A user as the server answers one: an enabled member of tenant 2 unless told otherwise. */
export function user(userId: number, username: string, overrides: Partial<User> = {}): User {
  return {
    userId,
    username,
    kind: 'person',
    description: '',
    isAdmin: false,
    tenantId: 2,
    role: 'member',
    displayName: '',
    email: null,
    enabled: true,
    mustChangePassword: false,
    twoFactorEnabled: false,
    createdAt: `2026-01-${String((userId % 28) + 1).padStart(2, '0')}T08:00:00.000Z`,
    updatedAt: `2026-02-${String((userId % 28) + 1).padStart(2, '0')}T08:00:00.000Z`,
    lastSignInAt: null,
    ...overrides,
  };
}

export const admin: User = user(1, 'admin', { isAdmin: true, tenantId: 1, role: 'owner', displayName: 'Administrator' });

/** An audit event as the server answers one: admin updating tenant 7 unless told otherwise. */
export function auditEvent(eventId: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    eventId,
    at: `2026-03-${String((eventId % 28) + 1).padStart(2, '0')}T09:30:00.000Z`,
    action: 'tenant.updated',
    actor: { userId: 1, username: 'admin', isAdmin: true },
    tenantId: 1,
    target: { type: 'tenant', id: '7', label: 'acme-0001' },
    changes: {},
    requestId: `req-${eventId}`,
    clientAddress: '127.0.0.1',
    userAgent: 'Mozilla/5.0',
    ...overrides,
  };
}

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

/** Signs in as the session stores a user (older sessions hold only these four fields). */
export function signIn(signedIn: StoredUser = admin): void {
  localStorage.setItem(StorageKey.authToken, 'test-token');
  localStorage.setItem(StorageKey.userInfo, JSON.stringify(signedIn));
}

/** A token shaped like the server's (the console reads `tenant_id` from it, never verifies it). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
