import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openStore } from './open-repositories.js';
import { seedDemoData } from './seed.js';

const USAGE = 'Usage: npm run seed -- --tenants N --password P';

/** `npm run seed`: demo tenants in the database the server would use (same settings). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { tenants: { type: 'string', default: '60' }, password: { type: 'string' } },
  });
  const tenants = Number(values.tenants);
  if (!Number.isInteger(tenants) || tenants < 0 || tenants > 1_000_000) {
    throw new ConfigError(`--tenants must be a whole number from 0 to 1000000. ${USAGE}`);
  }
  if (!values.password || values.password.length < 8) {
    throw new ConfigError(`--password must be given, at least 8 characters long. ${USAGE}`);
  }
  const config = loadConfig();
  const { handle, bootstrap } = await openStore(config);
  try {
    const admin = bootstrap.createdAdmin;
    if (admin) {
      console.log(
        `Created the administrator '${admin.username}'` +
          (admin.generated ? ` with the password '${admin.password}' (shown only this once)` : ''),
      );
    }
    const started = Date.now();
    const result = await seedDemoData(handle.db, { tenants, password: values.password });
    console.log(
      `Seeded ${handle.location}: ${result.created} tenants created, ${result.existing} already there ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s). Owners sign in with their tenant's name.`,
    );
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
