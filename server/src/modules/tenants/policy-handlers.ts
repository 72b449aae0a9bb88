import type { TenantPolicy, TenantPolicyImpact, TenantPolicySettings } from '../../../../src/generated/model/index.js';
import type { FastifyRequest } from 'fastify';
import { requireUserManager, type Caller } from '../../auth/permissions.js';
import { allowsAddress, effectivePolicy, invalidNetworks, parseTenantPolicy } from '../../auth/tenant-policy.js';
import { limitOverrun } from '../../auth/session-policy.js';
import { recordIn } from '../../core/audit/audit-context.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { tenantNotFound } from '../../core/tenant-refusals.js';

/** The acting tenant's own settings, read now. */
async function settingsOf(request: FastifyRequest, tenantId: number): Promise<TenantPolicySettings> {
  const stored = await request.server.repos.tenants.policyOf(tenantId);
  if (stored === undefined) throw tenantNotFound(tenantId);
  return parseTenantPolicy(stored);
}

function viewOf(request: FastifyRequest, tenant: TenantPolicySettings): TenantPolicy {
  const { instancePolicy } = request.server.config;
  return { instance: instancePolicy, tenant, effective: effectivePolicy(tenant, instancePolicy), yourAddress: request.ip };
}

/** The settings as they are kept: networks trimmed and once each; refused, naming the entry, when one is no network. */
function normalized(settings: TenantPolicySettings): TenantPolicySettings {
  const list = settings.ipAllowlist === null ? null : [...new Set(settings.ipAllowlist.map((entry) => entry.trim()))];
  if (list !== null) {
    const [wrong] = invalidNetworks(list);
    if (wrong !== undefined) {
      const field = `ipAllowlist[${settings.ipAllowlist?.findIndex((entry) => entry.trim() === wrong) ?? 0}]`;
      throw new AppError(ErrorCode.ValidationFailed, 'invalidNetwork', { field, params: { value: wrong } });
    }
  }
  return { ...settings, ipAllowlist: list };
}

const NUMBERS = ['passwordMinLength', 'sessionLifetimeHours', 'idleTimeoutMinutes'] as const;

/** The numbers of the policy that changed, before and after, as an audit event's `changes`. */
function changedNumbers(before: TenantPolicySettings, after: TenantPolicySettings): Record<string, { before: number | null; after: number | null }> {
  return Object.fromEntries(NUMBERS.filter((name) => before[name] !== after[name]).map((name) => [name, { before: before[name], after: after[name] }]));
}

/** Whether the caller is bound by the tenant's allowlist: administrators, acting as an owner or not, are not. */
function boundByAllowlist(request: FastifyRequest, caller: Caller): boolean {
  return !caller.principal.isAdmin && !request.session?.impersonator;
}

/**
 * What saving the settings would do: whether the caller's own address stays allowed, and how many
 * open sessions of the tenant's people stop at their next call, from outside the allowlist or over
 * its lifetime or idle timeout.
 */
async function impactOf(request: FastifyRequest, caller: Caller, settings: TenantPolicySettings): Promise<TenantPolicyImpact> {
  const policy = effectivePolicy(settings, request.server.config.instancePolicy);
  const { ipAllowlist, sessionLifetimeHours, idleTimeoutMinutes } = policy;
  const now = new Date();
  const binding = ipAllowlist !== null || sessionLifetimeHours !== null || idleTimeoutMinutes !== null;
  const sessions = binding ? await request.server.areas.sessions.openSessionsOfTenant(caller.tenant.tenantId, now.toISOString()) : [];
  return {
    yourAddress: request.ip,
    yourAddressAllowed: allowsAddress(ipAllowlist, request.ip),
    boundByAllowlist: boundByAllowlist(request, caller),
    sessionsOutside: sessions.filter((session) => !allowsAddress(ipAllowlist, session.address)).length,
    sessionsEnding: sessions.filter((session) => limitOverrun(policy, session, now.getTime()) !== undefined).length,
  };
}

export async function getTenantPolicy(request: FastifyRequest) {
  const { tenant } = requireUserManager(request);
  return ok(viewOf(request, await settingsOf(request, tenant.tenantId)));
}

export async function checkTenantPolicy(request: FastifyRequest<{ Body: TenantPolicySettings }>) {
  const caller = requireUserManager(request);
  return ok(await impactOf(request, caller, normalized(request.body)));
}

/**
 * Sets the acting tenant's own policy, refusing an allowlist that leaves out its author's own
 * address (an administrator is not bound by it). Every server checks the tenant's people against
 * the new policy from their next call: the tenants' row moves the version callers are kept by.
 */
export async function updateTenantPolicy(request: FastifyRequest<{ Body: TenantPolicySettings }>) {
  const caller = requireUserManager(request);
  const { tenantId } = caller.tenant;
  const wanted = normalized(request.body);
  if (boundByAllowlist(request, caller) && !allowsAddress(effectivePolicy(wanted, request.server.config.instancePolicy).ipAllowlist, request.ip)) {
    throw new AppError(ErrorCode.PolicyLocksYouOut, 'policyLocksYouOut', { field: 'ipAllowlist', params: { address: request.ip } });
  }
  const { database, repos } = request.server;
  const label = (await repos.tenants.nameOf(tenantId)) ?? String(tenantId);
  const saved = await database.db.transaction().execute(async (trx) => {
    const stored = await repos.tenants.policyOf(tenantId, trx);
    if (stored === undefined) throw tenantNotFound(tenantId);
    const before = parseTenantPolicy(stored);
    const unchanged = JSON.stringify(before) === JSON.stringify(wanted);
    if (unchanged) return before;
    const none = Object.values(wanted).every((value) => value === null);
    await repos.tenants.setPolicy(tenantId, none ? null : JSON.stringify(wanted), new Date().toISOString(), trx);
    await recordIn(request, trx, {
      action: 'tenant.policyChanged',
      tenantId,
      target: { type: 'tenant', id: String(tenantId), label },
      changes: {
        ...(JSON.stringify(before.ipAllowlist) !== JSON.stringify(wanted.ipAllowlist) && { ipAllowlist: { before: before.ipAllowlist, after: wanted.ipAllowlist } }),
        ...changedNumbers(before, wanted),
      },
    });
    return wanted;
  });
  return ok(viewOf(request, saved));
}
