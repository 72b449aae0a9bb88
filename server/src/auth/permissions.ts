import type { FastifyRequest } from 'fastify';
import type { AuditScope } from '../audit/audit-repository.js';
import { AppError, ErrorCode } from '../errors.js';
import type { Principal } from '../repositories/user-repository.js';
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

/** DESIGN §9: administrators manage the users of the tenant they act in, owners those of their own. */
export function managesUsers(principal: Principal): boolean {
  return principal.isAdmin || principal.role === 'owner';
}

export function requireUserManager(request: FastifyRequest): Caller {
  const caller = callerOf(request);
  if (!managesUsers(caller.principal)) throw new AppError(ErrorCode.RoleForbidden, 'roleForbidden');
  return caller;
}

/**
 * DESIGN §9: administrators see the acting tenant's events, every tenant's when acting in the
 * system tenant; owners their tenant's; members their own actions.
 */
export function auditScopeOf({ principal, tenant }: Caller): AuditScope {
  if (principal.isAdmin) return tenant.isSystem ? {} : { tenantId: tenant.tenantId };
  if (principal.role === 'owner') return { tenantId: tenant.tenantId };
  return { tenantId: tenant.tenantId, actorUserId: principal.userId };
}
