import { fromDbBoolean, fromDbTimestamp, type UserKind, type UserRole } from '../db/database.js';
import { AppError, ErrorCode } from '../core/errors.js';
import type { TenantPolicySettings } from '../../../src/generated/model/index.js';
import { parseTenantPolicy } from './tenant-policy.js';

/** Who is calling: a user with their tenant's state, as sign-in and every authenticated request read it. */
export interface Principal {
  userId: number;
  username: string;
  isAdmin: boolean;
  tenantId: number;
  tenantEnabled: boolean;
  /** The tenant signed up under `SIGNUP=approval` and waits for an administrator (it is disabled until then). */
  tenantAwaitingApproval: boolean;
  role: UserRole;
  enabled: boolean;
  /** Tokens signed for an older version ended with a password change. */
  tokenVersion: number;
  /** Until it is changed, the user may only read themselves and change it. */
  mustChangePassword: boolean;
  email: string | null;
  /** Sign-in needs a one-time code after the password. */
  twoFactorEnabled: boolean;
  /** By when two-factor sign-in must be on, once a requirement covers the user (`two-factor-requirement.ts`). */
  twoFactorDueAt: string | null;
  /** A program's account: it never signs in, and calls with API tokens only. */
  isService: boolean;
  /** Its tenant's own policy over the instance's (the networks its people call from, say). */
  tenantPolicy: TenantPolicySettings;
}

export interface Credentials extends Principal {
  passwordHash: string;
}

/** What a `Principal` is read from, from `users` joined with `tenants`. */
export const PRINCIPAL_COLUMNS = [
  'users.user_id',
  'users.username',
  'users.is_admin',
  'users.tenant_id',
  'users.role',
  'users.enabled as user_enabled',
  'users.token_version',
  'users.must_change_password',
  'users.email',
  'users.two_factor_enabled',
  'users.two_factor_due_at',
  'users.kind',
  'tenants.enabled',
  'tenants.awaiting_approval',
  'tenants.policy as tenant_policy',
] as const;

export type PrincipalRow = {
  user_id: number;
  username: string;
  is_admin: boolean | number;
  tenant_id: number;
  role: UserRole;
  user_enabled: boolean | number;
  enabled: boolean | number;
  awaiting_approval: boolean | number;
  token_version: number;
  must_change_password: boolean | number;
  email: string | null;
  two_factor_enabled: boolean | number;
  two_factor_due_at: Date | string | null;
  kind: UserKind;
  tenant_policy: string | null;
};

export function toPrincipal(row: PrincipalRow): Principal {
  return {
    userId: row.user_id,
    username: row.username,
    isAdmin: fromDbBoolean(row.is_admin),
    tenantId: row.tenant_id,
    tenantEnabled: fromDbBoolean(row.enabled),
    tenantAwaitingApproval: fromDbBoolean(row.awaiting_approval),
    role: row.role,
    enabled: fromDbBoolean(row.user_enabled),
    tokenVersion: row.token_version,
    mustChangePassword: fromDbBoolean(row.must_change_password),
    email: row.email,
    twoFactorEnabled: fromDbBoolean(row.two_factor_enabled),
    twoFactorDueAt: row.two_factor_due_at === null ? null : fromDbTimestamp(row.two_factor_due_at),
    isService: row.kind === 'service',
    tenantPolicy: parseTenantPolicy(row.tenant_policy),
  };
}

/** Why a user of a tenant that is not enabled is turned away: still waiting for approval, or disabled. */
export function tenantRefusal(principal: Pick<Principal, 'tenantAwaitingApproval'>): AppError {
  return principal.tenantAwaitingApproval
    ? new AppError(ErrorCode.TenantAwaitingApproval, 'tenantAwaitingApproval')
    : new AppError(ErrorCode.TenantDisabled, 'tenantDisabled');
}
