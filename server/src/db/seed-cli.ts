import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openStore } from './open-repositories.js';
import { hashPassword } from '../auth/passwords.js';
import { seedAuditEvents, seedUsers } from './seed-inside.js';
import { seedDemoData } from './seed.js';

const USAGE = 'Usage: npm run seed -- --tenants N --password P [--users N [--users-tenant NAME]] [--audit-events N]';

/** `npm run seed`: demo tenants in the database the server would use (same settings). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tenants: { type: 'string', default: '60' },
      password: { type: 'string' },
      users: { type: 'string', default: '0' },
      'users-tenant': { type: 'string', default: 'acme-0001' },
      'audit-events': { type: 'string', default: '0' },
    },
  });
  const count = (name: string, raw: string, max: number) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max) throw new ConfigError(`--${name} must be a whole number from 0 to ${max}. ${USAGE}`);
    return value;
  };
  const users = count('users', values.users, 1_000_000);
  const auditEvents = count('audit-events', values['audit-events'], 10_000_000);
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
    if (users > 0) {
      const tenant = values['users-tenant'];
      const added = await seedUsers(handle.db, { tenant, count: users, passwordHash: await hashPassword(values.password) });
      console.log(`Added ${added} members to ${tenant} (${tenant}-user-N, same password).`);
    }
    if (auditEvents > 0) {
      await seedAuditEvents(handle.db, { count: auditEvents, tenants: Math.max(1, tenants) });
      console.log(`Added ${auditEvents} demo audit events.`);
    }
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
