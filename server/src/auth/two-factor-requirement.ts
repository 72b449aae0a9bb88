import type { EffectivePolicy } from '../../../src/generated/model/index.js';
import { AppError, ErrorCode } from '../core/errors.js';
import type { Principal } from './principal.js';
import { effectivePolicy, twoFactorRequiredOf } from './tenant-policy.js';

const DAY_MS = 24 * 3600 * 1000;

/** Whether the policy that holds for the person's tenant asks them for two-factor sign-in they have not turned on. */
export function owesTwoFactor(principal: Principal, instance: EffectivePolicy): boolean {
  if (principal.twoFactorEnabled) return false;
  return twoFactorRequiredOf(effectivePolicy(principal.tenantPolicy, instance).twoFactorRequiredFor, principal);
}

/** By when the person must turn two-factor sign-in on, as the contract's `twoFactorDueAt` says it; null when nothing asks it of them. */
export function twoFactorDueAt(principal: Principal, instance: EffectivePolicy): string | null {
  return owesTwoFactor(principal, instance) ? principal.twoFactorDueAt : null;
}

/** The due date a sign-in sets, if it is the person's first under a requirement: now and the grace period. */
export function dueAtSignIn(principal: Principal, instance: EffectivePolicy, now: Date): string | undefined {
  if (principal.twoFactorDueAt !== null || !owesTwoFactor(principal, instance)) return undefined;
  return graceEnd(effectivePolicy(principal.tenantPolicy, instance).twoFactorGraceDays, now);
}

export function graceEnd(graceDays: number, now: Date): string {
  return new Date(now.getTime() + graceDays * DAY_MS).toISOString();
}

/**
 * Refuses every call of a person whose grace period for two-factor sign-in is over (403 `40314`),
 * until they turn it on; reading themselves, enrolling and signing out stay open to them. An
 * administrator acting as the person is not bound by it.
 */
export function refuseOverdueTwoFactor(principal: Principal, instance: EffectivePolicy, acting: boolean, now: number): void {
  if (acting) return;
  const due = twoFactorDueAt(principal, instance);
  if (due !== null && Date.parse(due) <= now) {
    throw new AppError(ErrorCode.TwoFactorOverdue, 'twoFactorOverdue');
  }
}
