import { SecretBox } from '../auth/secret-box.js';
import { resolveSecretKey } from '../auth/secrets.js';
import type { Config } from '../config.js';
import { AuditRepository } from '../modules/audit/audit-repository.js';
import { DomainProofRepository } from '../modules/domains/domain-proof-repository.js';
import { TenantRepository } from '../modules/tenants/tenant-repository.js';
import { TwoFactorRepository } from '../modules/accounts/two-factor-repository.js';
import { ResetLinkRepository } from '../modules/accounts/reset-link-repository.js';
import { ResetRequestRepository } from '../modules/accounts/reset-request-repository.js';
import { SessionRepository } from '../auth/session-repository.js';
import { UserRepository } from '../modules/users/user-repository.js';
import type { Repositories } from '../decorations.js';
import { ensureFirstAdmin, type BootstrapResult } from './bootstrap.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateToLatest } from '../db/migrate.js';

export interface OpenedStore {
  handle: DatabaseHandle;
  repos: Repositories;
  bootstrap: BootstrapResult;
}

/** The database as the server uses it: opened, migrated, with its first administrator. */
export async function openStore(
  config: Config,
  onConnectionError?: (error: Error) => void,
): Promise<OpenedStore> {
  const handle = openDatabase(config, onConnectionError);
  try {
    await migrateToLatest(handle.db);
    const repos = {
      tenants: new TenantRepository(handle.db),
      users: new UserRepository(handle.db),
      audit: new AuditRepository(handle.db),
      resetLinks: new ResetLinkRepository(handle.db),
      resetRequests: new ResetRequestRepository(handle.db),
      sessions: new SessionRepository(handle.db),
      twoFactor: new TwoFactorRepository(handle.db, new SecretBox(resolveSecretKey(config.secretKey, config.dataDir))),
      domainProofs: new DomainProofRepository(handle.db),
    };
    // Installs from before secrets were sealed keep TOTP secrets in clear: sealed once, here.
    await repos.twoFactor.sealSecretsInClear();
    const bootstrap = await ensureFirstAdmin(repos, config);
    return { handle, repos, bootstrap };
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
}
