import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { migrateToLatest } from './migrate.js';

/** `npm run migrate`: applies pending migrations and exits non-zero if one fails. */
async function main(): Promise<void> {
  const handle = openDatabase(loadConfig());
  try {
    const applied = await migrateToLatest(handle.db);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The schema is up to date');
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
