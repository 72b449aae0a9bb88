import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { TenantRepository } from '../modules/tenants/tenant-repository.js';
import type { UserRepository } from '../modules/users/user-repository.js';

export const SYSTEM_TENANT = 'system';

export interface CreatedAdmin {
  username: string;
  password: string;
  /** Made up here rather than given in ADMIN_PASSWORD. */
  generated: boolean;
}

export interface BootstrapResult {
  /** Set only when this call created the administrator. */
  createdAdmin?: CreatedAdmin;
}

/**
 * On a database with no user: the system tenant and the first administrator. Does
 * nothing once any user exists, so a changed password is never reset.
 */
export async function ensureFirstAdmin(
  repos: { tenants: TenantRepository; users: UserRepository },
  settings: { adminUsername: string; adminPassword: string | undefined },
): Promise<BootstrapResult> {
  // Several servers started at once on one empty database: another may create the system tenant
  // or the administrator between this one's look and its write. Then it looks again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createFirstAdmin(repos, settings);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

async function createFirstAdmin(
  repos: { tenants: TenantRepository; users: UserRepository },
  settings: { adminUsername: string; adminPassword: string | undefined },
): Promise<BootstrapResult> {
  if ((await repos.users.count()) > 0) return {};
  const now = new Date().toISOString();
  const tenantId =
    (await repos.tenants.findIdByUsername(SYSTEM_TENANT)) ??
    (await repos.tenants.create(
      { username: SYSTEM_TENANT, enabled: true, remark: 'Administrators' },
      now,
    ));
  const generated = settings.adminPassword === undefined;
  const password = settings.adminPassword ?? randomBytes(12).toString('base64url');
  await repos.users.create(
    {
      tenantId,
      username: settings.adminUsername,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      role: 'owner',
    },
    now,
  );
  return { createdAdmin: { username: settings.adminUsername, password, generated } };
}
