import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import { TenantRepository } from '../modules/tenants/tenant-repository.js';
import { UserRepository } from '../modules/users/user-repository.js';
import type { Database } from '../db/database.js';
import { settleAfterBulkWrite } from '../db/settle.js';

export interface SeedOptions {
  tenants: number;
  password: string;
}

export interface SeedResult {
  created: number;
  existing: number;
}

const WORDS = ['acme', 'globex', 'initech', 'umbrella', 'hooli', 'stark', 'wayne', 'wonka', 'tyrell', 'cyberdyne'];
const ZONES = ['example.com', 'example.net', 'example.org', 'example.cn'];

/** The n-th demo tenant (1-based): always the same name, domains and state. */
export function demoTenant(n: number) {
  const word = WORDS[(n - 1) % WORDS.length] ?? 'tenant';
  const username = `${word}-${String(n).padStart(4, '0')}`;
  const domainCount = (n * 7) % 4;
  const domains = Array.from(
    { length: domainCount },
    (_, i) => `${['www', 'shop', 'api'][i] ?? 'app'}.${username}.${ZONES[(n + i) % ZONES.length]}`,
  );
  return {
    username,
    enabled: n % 9 !== 0,
    remark: n % 3 === 0 ? `Demo tenant ${n}` : '',
    domains,
  };
}

/** Which of these usernames the table holds already (lower-cased: usernames ignore case). */
async function usernamesTaken(db: Kysely<Database>, table: 'tenants' | 'users', tenants: { username: string }[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom(table)
    .select(sql<string>`lower(username)`.as('name'))
    .where(sql<string>`lower(username)`, 'in', tenants.map((t) => t.username.toLowerCase()))
    .execute();
  return new Set(rows.map((row) => row.name));
}

/** Tenants per statement: few enough for any driver's parameter limit (owners have 13 columns). */
const STATEMENT_ROWS = 500;
/**
 * Tenants per transaction. Each commit waits for the disk (`synchronous=FULL`) and flushes FTS5's
 * pending terms into a new segment: committing every 25,000 tenants instead of every 500 took a
 * million tenants on SQLite from 59 to 44 s. A server running beside the seed waits at most about
 * a second for the write lock, well inside its busy timeout.
 */
const TRANSACTION_ROWS = 25_000;

/**
 * Demo tenants 1…N, each with an owner account of the same name and the given password.
 * Tenants that exist already are left as they are, so running it again is harmless.
 * Written in batches of statements, a few transactions in all: a transaction per tenant made
 * 100,000 tenants take many minutes on SQLite with `synchronous=FULL`.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  // One hash for every owner: hashing 100,000 passwords one by one would take an hour.
  const passwordHash = await hashPassword(options.password);
  const now = new Date().toISOString();
  let created = 0;
  for (let first = 1; first <= options.tenants; first += TRANSACTION_ROWS) {
    const last = Math.min(first + TRANSACTION_ROWS - 1, options.tenants);
    created += await db.transaction().execute(async (trx) => {
      let written = 0;
      for (let from = first; from <= last; from += STATEMENT_ROWS) {
        const batch = Array.from({ length: Math.min(STATEMENT_ROWS, last - from + 1) }, (_, i) => demoTenant(from + i));
        written += await seedBatch(trx, batch, passwordHash, now);
      }
      return written;
    });
  }
  if (created > 0) await settleAfterBulkWrite(db);
  return { created, existing: options.tenants - created };
}

/** One statement's worth of demo tenants and their owners, skipping names already taken. */
async function seedBatch(trx: Kysely<Database>, batch: ReturnType<typeof demoTenant>[], passwordHash: string, now: string): Promise<number> {
  const takenNames = await usernamesTaken(trx, 'tenants', batch);
  const fresh = batch.filter((t) => !takenNames.has(t.username.toLowerCase()));
  const ids = await new TenantRepository(trx).insertMany(fresh, now);
  const ownerNames = fresh.length > 0 ? await usernamesTaken(trx, 'users', fresh) : new Set<string>();
  await new UserRepository(trx).createMany(
    fresh
      .filter((t) => !ownerNames.has(t.username.toLowerCase()))
      .map((t) => ({ tenantId: ids.get(t.username) ?? 0, username: t.username, passwordHash, isAdmin: false, role: 'owner' as const })),
    now,
  );
  return fresh.length;
}
