import type { TenantPolicy, TenantPolicyImpact, TenantPolicySettings } from '../../../../src/generated/model/index.js';
import type { FastifyRequest } from 'fastify';
import { requireUserManager, type Caller } from '../../auth/permissions.js';
import {
  allowsAddress,
  effectivePolicy,
  invalidNetworks,
  parseTenantPolicy,
  rolesRequiringTwoFactor,
  settingsOver,
  type FullTenantPolicySettings,
} from '../../auth/tenant-policy.js';
import { graceEnd } from '../../auth/two-factor-requirement.js';
import { limitOverrun } from '../../auth/session-policy.js';
import { recordIn } from '../../core/audit/audit-context.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { tenantNotFound } from '../../core/tenant-refusals.js';

/** The acting tenant's own settings, read now. */
async function settingsOf(request: FastifyRequest, tenantId: number): Promise<FullTenantPolicySettings> {
  const stored = await request.server.repos.tenants.policyOf(tenantId);
  if (stored === undefined) throw tenantNotFound(tenantId);
  return parseTenantPolicy(stored);
}

function viewOf(request: FastifyRequest, tenant: TenantPolicySettings): TenantPolicy {
  const { instancePolicy } = request.server.config;
  return { instance: instancePolicy, tenant, effective: effectivePolicy(tenant, instancePolicy), yourAddress: request.ip };
}

/** The settings as they are kept: networks trimmed and once each; refused, naming the entry, when one is no network. */
function normalized(settings: FullTenantPolicySettings): FullTenantPolicySettings {
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

const SINGLE_VALUES = ['passwordMinLength', 'sessionLifetimeHours', 'idleTimeoutMinutes', 'twoFactorRequiredFor', 'twoFactorGraceDays'] as const;

/** The single values of the policy that changed, before and after, as an audit event's `changes`. */
function changedValues(before: FullTenantPolicySettings, after: FullTenantPolicySettings): Record<string, { before: number | string | null; after: number | string | null }> {
  return Object.fromEntries(SINGLE_VALUES.filter((name) => before[name] !== after[name]).map((name) => [name, { before: before[name], after: after[name] }]));
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
async function impactOf(request: FastifyRequest, caller: Caller, settings: FullTenantPolicySettings): Promise<TenantPolicyImpact> {
  const policy = effectivePolicy(settings, request.server.config.instancePolicy);
  const { ipAllowlist, sessionLifetimeHours, idleTimeoutMinutes } = policy;
  const { tenantId } = caller.tenant;
  const now = new Date();
  const binding = ipAllowlist !== null || sessionLifetimeHours !== null || idleTimeoutMinutes !== null;
  const { sessions: sessionsArea, users } = request.server.areas;
  const [sessions, withoutTwoFactor] = await Promise.all([
    binding ? sessionsArea.openSessionsOfTenant(tenantId, now.toISOString()) : [],
    users.countWithoutTwoFactor(tenantId, rolesRequiringTwoFactor(policy.twoFactorRequiredFor)),
  ]);
  return {
    yourAddress: request.ip,
    yourAddressAllowed: allowsAddress(ipAllowlist, request.ip),
    boundByAllowlist: boundByAllowlist(request, caller),
    sessionsOutside: sessions.filter((session) => !allowsAddress(ipAllowlist, session.address)).length,
    sessionsEnding: sessions.filter((session) => limitOverrun(policy, session, now.getTime()) !== undefined).length,
    withoutTwoFactor,
  };
}

export async function getTenantPolicy(request: FastifyRequest) {
  const { tenant } = requireUserManager(request);
  return ok(viewOf(request, await settingsOf(request, tenant.tenantId)));
}

export async function checkTenantPolicy(request: FastifyRequest<{ Body: TenantPolicySettings }>) {
  const caller = requireUserManager(request);
  const current = await settingsOf(request, caller.tenant.tenantId);
  return ok(await impactOf(request, caller, normalized(settingsOver(current, request.body))));
}

/**
 * Sets the acting tenant's own policy, refusing an allowlist that leaves out its author's own
 * address (an administrator is not bound by it). Every server checks the tenant's people against
 * the new policy from their next call: the tenants' row moves the version callers are kept by.
 */
export async function updateTenantPolicy(request: FastifyRequest<{ Body: TenantPolicySettings }>) {
  const caller = requireUserManager(request);
  const { tenantId } = caller.tenant;
  const { instancePolicy } = request.server.config;
  const { database, repos, areas } = request.server;
  const label = (await repos.tenants.nameOf(tenantId)) ?? String(tenantId);
  const saved = await database.db.transaction().execute(async (trx) => {
    const stored = await repos.tenants.policyOf(tenantId, trx);
    if (stored === undefined) throw tenantNotFound(tenantId);
    const before = parseTenantPolicy(stored);
    const wanted = normalized(settingsOver(before, request.body));
    const after = effectivePolicy(wanted, instancePolicy);
    if (boundByAllowlist(request, caller) && !allowsAddress(after.ipAllowlist, request.ip)) {
      throw new AppError(ErrorCode.PolicyLocksYouOut, 'policyLocksYouOut', { field: 'ipAllowlist', params: { address: request.ip } });
    }
    const unchanged = JSON.stringify(before) === JSON.stringify(wanted);
    if (unchanged) return before;
    const none = Object.values(wanted).every((value) => value === null);
    const now = new Date();
    await repos.tenants.setPolicy(tenantId, none ? null : JSON.stringify(wanted), trx);
    const requirementBefore = effectivePolicy(before, instancePolicy);
    if (requirementBefore.twoFactorRequiredFor !== after.twoFactorRequiredFor || requirementBefore.twoFactorGraceDays !== after.twoFactorGraceDays) {
      await areas.users.setTwoFactorDue(tenantId, rolesRequiringTwoFactor(after.twoFactorRequiredFor), graceEnd(after.twoFactorGraceDays, now), trx);
    }
    await recordIn(request, trx, {
      action: 'tenant.policyChanged',
      tenantId,
      target: { type: 'tenant', id: String(tenantId), label },
      changes: {
        ...(JSON.stringify(before.ipAllowlist) !== JSON.stringify(wanted.ipAllowlist) && { ipAllowlist: { before: before.ipAllowlist, after: wanted.ipAllowlist } }),
        ...changedValues(before, wanted),
      },
    });
    return wanted;
  });
  return ok(viewOf(request, saved));
}
