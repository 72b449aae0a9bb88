import type { AuditEvent, Tenant, User } from '../../contract/model';
import { parseAuditFilter, type AuditFilter } from '../../server/src/modules/audit/audit-filter.js';
import { parseTenantFilter, type TenantFilter } from '../../server/src/core/lists/list-query.js';
import { AUDIT_COUNT_LIMIT, AUDIT_SORT_FIELDS, type AuditSortField } from '../../server/src/modules/audit/sort-fields.js';
import { TENANT_SORT_FIELDS, type TenantSortField } from '../../server/src/modules/tenants/sort-fields.js';
import { USER_SORT_FIELDS, type UserSortField } from '../../server/src/modules/users/sort-fields.js';
import { parseUserFilter } from '../../server/src/modules/users/user-filter.js';
import type { UserFilter } from '../../server/src/modules/users/user-repository.js';
import { compareBooleans, compareInstants, compareNumbers, compareText, type ListSpec } from './list-convention.js';

const INT32_MAX = 2 ** 31 - 1;

/** `q` as a tenant id, when it is one (the server's `exactId`). */
function tenantIdIn(q: string): number | undefined {
  return /^[0-9]{1,10}$/.test(q) && Number(q) <= INT32_MAX ? Number(q) : undefined;
}

/** The server's tenant search: one or two characters match the start of the username; more, part of it or of a domain; or the exact id. */
function tenantMatches(tenant: Tenant, filter: TenantFilter): boolean {
  if (filter.enabled !== undefined && tenant.enabled !== filter.enabled) return false;
  // As the server: without a state, every tenant but the deleted ones.
  if (filter.state === undefined ? tenant.state === 'deleted' : tenant.state !== filter.state) return false;
  if (filter.ids !== undefined && !filter.ids.includes(tenant.tenantId)) return false;
  const q = filter.q;
  if (q === undefined || tenantIdIn(q) === tenant.tenantId) return true;
  const name = tenant.username.toLowerCase();
  if (q.length < 3) return name.startsWith(q);
  return name.includes(q) || tenant.domains.some((domain) => domain.name.includes(q));
}

export const TENANT_LIST: ListSpec<Tenant, TenantSortField, TenantFilter> = {
  resource: 'tenants',
  fields: TENANT_SORT_FIELDS,
  orderBy: {
    tenantId: (a, b) => compareNumbers(a.tenantId, b.tenantId),
    username: (a, b) => compareText(a.username.toLowerCase(), b.username.toLowerCase()),
    enabled: (a, b) => compareBooleans(a.enabled, b.enabled),
    createdAt: (a, b) => compareInstants(a.createdAt, b.createdAt),
    updatedAt: (a, b) => compareInstants(a.updatedAt, b.updatedAt),
  },
  idOf: (tenant) => tenant.tenantId,
  defaultSort: { field: 'tenantId', direction: 'asc' },
  parseFilter: parseTenantFilter,
  matches: tenantMatches,
};

function userMatches(user: User, filter: UserFilter): boolean {
  if (filter.role !== undefined && user.role !== filter.role) return false;
  if (filter.enabled !== undefined && user.enabled !== filter.enabled) return false;
  if (filter.kind !== undefined && (user.kind ?? 'person') !== filter.kind) return false;
  if (filter.ids !== undefined && !filter.ids.includes(user.userId)) return false;
  const q = filter.q;
  if (q === undefined || (/^\d{1,9}$/.test(q) && Number(q) === user.userId)) return true;
  return [user.username, user.displayName, user.email ?? ''].some((text) => text.toLowerCase().includes(q));
}

export const USER_LIST: ListSpec<User, UserSortField, UserFilter> = {
  resource: 'users',
  fields: USER_SORT_FIELDS,
  orderBy: {
    userId: (a, b) => compareNumbers(a.userId, b.userId),
    username: (a, b) => compareText(a.username.toLowerCase(), b.username.toLowerCase()),
    role: (a, b) => compareText(a.role, b.role),
    enabled: (a, b) => compareBooleans(a.enabled, b.enabled),
    createdAt: (a, b) => compareInstants(a.createdAt, b.createdAt),
    lastSignInAt: (a, b) => compareInstants(a.lastSignInAt, b.lastSignInAt),
  },
  idOf: (user) => user.userId,
  defaultSort: { field: 'userId', direction: 'asc' },
  parseFilter: parseUserFilter,
  matches: userMatches,
};

function auditMatches(event: AuditEvent, filter: AuditFilter): boolean {
  const at = Date.parse(event.at);
  return (
    (filter.actions === undefined || filter.actions.includes(event.action)) &&
    (filter.actorId === undefined || event.actor.userId === filter.actorId) &&
    (filter.actor === undefined || event.actor.username.toLowerCase() === filter.actor) &&
    (filter.targetType === undefined || event.target.type === filter.targetType) &&
    (filter.targetId === undefined || event.target.id === filter.targetId) &&
    (filter.tenantId === undefined || event.tenantId === filter.tenantId) &&
    (filter.from === undefined || at >= Date.parse(filter.from)) &&
    (filter.to === undefined || at < Date.parse(filter.to)) &&
    (filter.ids === undefined || filter.ids.includes(event.eventId))
  );
}

/** Events are numbered in the order they happened: both fields order by id. */
const byEventId = (a: AuditEvent, b: AuditEvent) => compareNumbers(a.eventId, b.eventId);

export const AUDIT_LIST: ListSpec<AuditEvent, AuditSortField, AuditFilter> = {
  resource: 'audit-events',
  fields: AUDIT_SORT_FIELDS,
  orderBy: { at: byEventId, eventId: byEventId },
  idOf: (event) => event.eventId,
  defaultSort: { field: 'at', direction: 'desc' },
  parseFilter: parseAuditFilter,
  matches: auditMatches,
  countLimit: AUDIT_COUNT_LIMIT,
};
