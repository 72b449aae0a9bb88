import type { FastifyRequest } from 'fastify';
import type { AuditScope } from '../core/audit/audit-record.js';
import { AppError, ErrorCode } from '../core/errors.js';
import type { UserRole } from '../db/database.js';
import type { Principal } from './principal.js';
import type { ActingTenant } from './acting-tenant.js';

/** Who is calling and where they act, on an operation that needs a signed-in user. */
export interface Caller {
  principal: Principal;
  tenant: ActingTenant;
}

export function callerOf(request: FastifyRequest): Caller {
  const { principal, actingTenant } = request;
  if (!principal || !actingTenant) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  return { principal, tenant: actingTenant };
}

/** Administrators manage the users of the tenant they act in, owners those of their own. */
export function managesUsers(principal: Principal): boolean {
  return principal.isAdmin || principal.role === 'owner';
}

export function requireUserManager(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  if (!managesUsers(caller.principal)) throw new AppError(ErrorCode.RoleForbidden, 'roleForbidden');
  return caller;
}

/** What decides an account's rights: administrator rights, then its role in its tenant. */
export interface Ranked {
  isAdmin: boolean;
  role: UserRole;
}

/** Rights in order: member < owner < administrator. */
export function rankOf({ isAdmin, role }: Ranked): number {
  if (isAdmin) return 3;
  return role === 'owner' ? 2 : 1;
}

/**
 * The one rule every call that changes an account passes through: nobody acts on an account whose
 * rights exceed their own (so an administrator's account is changed only by an administrator or by
 * its holder), and nobody raises an account, their own included, above their own rights.
 * Administrator rights are granted only by administrators, to users of the system tenant.
 */
export function requireMayChange({ principal, tenant }: Caller, target: Ranked & { userId: number }, wanted: Partial<Ranked> = {}): void {
  const own = rankOf(principal);
  if (target.userId !== principal.userId && rankOf(target) > own) {
    throw new AppError(ErrorCode.RoleForbidden, 'accountOutranksYou');
  }
  if (wanted.isAdmin !== undefined && wanted.isAdmin !== target.isAdmin && (!principal.isAdmin || !tenant.isSystem)) {
    throw new AppError(ErrorCode.CannotGrantAdmin, 'cannotGrantAdmin', { field: 'isAdmin' });
  }
  const after = rankOf({ ...target, ...wanted });
  if (after > rankOf(target) && after > own) {
    throw new AppError(ErrorCode.RoleForbidden, 'cannotRaiseAboveOwnRank', { field: wanted.role !== undefined ? 'role' : 'isAdmin' });
  }
}

/**
 * Administrators see the acting tenant's events, every tenant's when acting in the
 * system tenant; owners their tenant's; members their own actions.
 */
export function auditScopeOf({ principal, tenant }: Caller): AuditScope {
  if (principal.isAdmin) return tenant.isSystem ? {} : { tenantId: tenant.tenantId };
  if (principal.role === 'owner') return { tenantId: tenant.tenantId };
  return { tenantId: tenant.tenantId, actorUserId: principal.userId };
}
