import { ConfigError, loadConfig } from '../config.js';
import { openStore } from './open-store.js';
import { hashPassword } from '../auth/passwords.js';
import { seedAuditEvents, seedUsers } from './seed-inside.js';
import { parseSeedArgs, SEED_USAGE, SeedUsageError } from './seed-options.js';
import { seedDemoData } from './seed.js';
import { seedDemoAttributes } from './seed-attributes.js';

/** `npm run seed`: demo tenants in the database the server would use (same settings). */
async function main(): Promise<void> {
  const options = parseSeedArgs(process.argv.slice(2));
  if (options === 'help') {
    process.stdout.write(SEED_USAGE);
    return;
  }
  const { tenants, password, users, usersTenant: tenant, auditEvents, attributes } = options;
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
    const result = await seedDemoData(handle.db, { tenants, password });
    console.log(
      `Seeded ${handle.location}: ${result.created} tenants created, ${result.existing} already there ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s). Owners sign in with their tenant's name.`,
    );
    if (users > 0) {
      const added = await seedUsers(handle.db, { tenant, count: users, passwordHash: await hashPassword(password) });
      console.log(`Added ${added} members to ${tenant} (${tenant}-user-N, same password).`);
    }
    if (auditEvents > 0) {
      await seedAuditEvents(handle.db, { count: auditEvents, tenants: Math.max(1, tenants) });
      console.log(`Added ${auditEvents} demo audit events.`);
    }
    if (attributes) {
      const startedValues = Date.now();
      const values = await seedDemoAttributes(handle.db);
      console.log(`Defined the demo attributes and set ${values} values (${((Date.now() - startedValues) / 1000).toFixed(1)} s).`);
    }
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof SeedUsageError) {
    console.error(`${error.message}\n\n${SEED_USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
