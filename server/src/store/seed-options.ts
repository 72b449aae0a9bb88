import { parseArgs } from 'node:util';

export interface SeedOptions {
  tenants: number;
  password: string;
  users: number;
  usersTenant: string;
  auditEvents: number;
  attributes: boolean;
}

/** Wrong arguments: a one-line message, shown with the usage. */
export class SeedUsageError extends Error {}

const DEFAULTS = { tenants: 60, users: 0, usersTenant: 'acme-0001', auditEvents: 0 } as const;
const MAX = { tenants: 1_000_000, users: 1_000_000, auditEvents: 10_000_000 } as const;
const PASSWORD_MIN = 8;

export const SEED_USAGE = `Usage: npm run seed -- --password P [options]

Adds demo data to the database the server uses, with the server's settings (DATA_DIR,
DATABASE_URL, …). It can be run again: what is already there is kept.

Options:
  --password P         the password of every demo account; required, at least ${PASSWORD_MIN} characters
  --tenants N          demo tenants acme-0001, acme-0002, …, each with 0–3 domains and an owner
                       named like the tenant (0 to ${MAX.tenants}; default ${DEFAULTS.tenants})
  --users N            members added to one tenant, named TENANT-user-1, TENANT-user-2, …
                       (0 to ${MAX.users}; default ${DEFAULTS.users})
  --users-tenant NAME  the tenant those members join (default ${DEFAULTS.usersTenant})
  --audit-events N     demo audit events (0 to ${MAX.auditEvents}; default ${DEFAULTS.auditEvents})
  --attributes         five typed attributes (plan, seats, region, renews, managed), valued on
                       every demo tenant that has none yet
  -h, --help           show this help

Example: npm run seed -- --tenants 60 --password demo-password
`;

function count(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new SeedUsageError(`--${name} must be a whole number from 0 to ${max}, not '${raw}'.`);
  }
  return value;
}

/** The command line of `npm run seed`: what to seed, or `help` when the usage was asked for. */
export function parseSeedArgs(args: string[]): SeedOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        help: { type: 'boolean', short: 'h' },
        tenants: { type: 'string' },
        password: { type: 'string' },
        users: { type: 'string' },
        'users-tenant': { type: 'string' },
        'audit-events': { type: 'string' },
        attributes: { type: 'boolean' },
      },
    }));
  } catch (error) {
    // Node's own wording ("Unknown option '--x'"): its first line, without the stack.
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    throw new SeedUsageError(first.replace(/\.?$/, '.'));
  }
  if (values.help) return 'help';
  const tenants = count('tenants', values.tenants, DEFAULTS.tenants, MAX.tenants);
  const users = count('users', values.users, DEFAULTS.users, MAX.users);
  const auditEvents = count('audit-events', values['audit-events'], DEFAULTS.auditEvents, MAX.auditEvents);
  if (values.password === undefined) throw new SeedUsageError('--password is required: the password of every demo account.');
  if (values.password.length < PASSWORD_MIN) throw new SeedUsageError(`--password must be at least ${PASSWORD_MIN} characters long.`);
  const usersTenant = values['users-tenant']?.trim() ?? DEFAULTS.usersTenant;
  if (usersTenant === '') throw new SeedUsageError('--users-tenant must name a tenant.');
  return { tenants, password: values.password, users, usersTenant, auditEvents, attributes: values.attributes ?? false };
}
