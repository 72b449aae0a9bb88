import type { Config } from '../config.js';
import { openRepositories, type Repositories } from '../areas.js';
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
    const repos = openRepositories({ db: handle.db, config });
    // Installs from before secrets were sealed keep TOTP secrets in clear: sealed once, here.
    await repos.twoFactor.sealSecretsInClear();
    const bootstrap = await ensureFirstAdmin(repos, config);
    return { handle, repos, bootstrap };
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
}
