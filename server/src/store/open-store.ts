import type { LogEvent } from 'kysely';
import type { Config } from '../config.js';
import { openRepositories, type Repositories } from '../areas.js';
import { ensureFirstAdmin, type BootstrapResult } from './bootstrap.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateToLatest } from '../db/migrate.js';
import { retryWhileUnavailable } from '../db/wait-for-database.js';

export interface OpenedStore {
  handle: DatabaseHandle;
  repos: Repositories;
  bootstrap: BootstrapResult;
}

export interface OpenStoreOptions {
  onConnectionError?: (error: Error) => void;
  /** Told of each query once it has run (tracing's child spans). */
  onQuery?: (event: LogEvent) => void;
  /** Told each time the start finds the database unreachable and waits to try again. */
  onWaiting?: (error: Error, waitMs: number) => void;
}

/**
 * The database as the server uses it: opened, migrated, with its first administrator. While
 * PostgreSQL cannot be reached (it is starting, or failing over), the start waits for it, up to
 * `config.databaseStartTimeoutMs`, rather than exiting.
 */
export async function openStore(config: Config, options: OpenStoreOptions = {}): Promise<OpenedStore> {
  const handle = openDatabase({ ...config, ...(options.onQuery && { onQuery: options.onQuery }) }, options.onConnectionError);
  try {
    const repos = openRepositories({ db: handle.db, config });
    const bootstrap = await retryWhileUnavailable(
      async () => {
        await migrateToLatest(handle.db);
        // Installs from before secrets were sealed keep TOTP secrets in clear: sealed once, here.
        await repos.twoFactor.sealSecretsInClear();
        return ensureFirstAdmin(repos, config);
      },
      {
        // SQLite lives in this process: a file it cannot use now will not become usable by waiting.
        timeoutMs: handle.dialect === 'postgres' ? config.databaseStartTimeoutMs : 0,
        ...(options.onWaiting && { onRetry: options.onWaiting }),
      },
    );
    return { handle, repos, bootstrap };
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
}
