import { http, HttpResponse } from 'msw';
import type { ApiToken, AuditEvent, Tenant, User } from '../../src/generated/model';
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

/** An API token as the server lists one: user 5's, working, never used and never expiring unless told otherwise. */
export function apiToken(tokenId: number, overrides: Partial<ApiToken> = {}): ApiToken {
  return { tokenId, userId: 5, name: `token ${tokenId}`, prefix: 'tc_Ab12C', createdAt: '2026-03-02T08:15:00.000Z', expiresAt: null, lastUsedAt: null, lastUsedFrom: null, ...overrides };
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

/** A handler for `method path` that keeps each JSON body in `sent` and answers `answer(body)`: most fakes of a form's call need no more. */
export function keepingBodies<T>(method: 'post' | 'put', path: string, sent: T[], answer: (body: T) => Response) {
  return http[method](path, async ({ request }) => {
    const body = (await request.json()) as T;
    sent.push(body);
    return answer(body);
  });
}

/** Signs in as the session stores a user (older sessions hold only these four fields). */
export function signIn(signedIn: StoredUser = admin): void {
  localStorage.setItem(StorageKey.authToken, 'test-token');
  localStorage.setItem(StorageKey.userInfo, JSON.stringify(signedIn));
}

/** The administrator signed in and acting in tenant 2, "acme", as the tenant switcher leaves it: where most tenant pages start. */
export function signInActingInAcme(): void {
  signIn();
  localStorage.setItem(StorageKey.currentTenantId, '2');
}

/** A token shaped like the server's (the console reads `tenant_id` from it, never verifies it). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
