import { hashPassword } from '../auth/passwords.js';
import type { Repositories } from '../types.js';

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

/**
 * Demo tenants 1…N, each with an owner account of the same name and the given password.
 * Tenants that exist already are left as they are, so running it again is harmless.
 */
export async function seedDemoData(repos: Repositories, options: SeedOptions): Promise<SeedResult> {
  // One hash for every owner: hashing 100,000 passwords one by one would take an hour.
  const passwordHash = await hashPassword(options.password);
  const now = new Date().toISOString();
  let created = 0;
  for (let n = 1; n <= options.tenants; n += 1) {
    const tenant = demoTenant(n);
    if ((await repos.tenants.findIdByUsername(tenant.username)) !== undefined) continue;
    const tenantId = await repos.tenants.create(tenant, now);
    if (!(await repos.users.exists(tenant.username))) {
      await repos.users.create({ tenantId, username: tenant.username, passwordHash, isAdmin: false }, now);
    }
    created += 1;
  }
  return { created, existing: options.tenants - created };
}
