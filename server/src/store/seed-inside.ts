import { sql, type Kysely } from 'kysely';
import type { AuditAction } from '../core/audit/audit-actions.js';
import { toDbBoolean, type Database } from '../db/database.js';
import { settleAfterBulkWrite } from '../db/settle.js';
import { SYSTEM_TENANT } from './bootstrap.js';

/** Rows per statement: under every driver's parameter limit (13 columns × 500). */
const BATCH = 500;

/**
 * Members of one tenant, `<tenant>-user-<n>` for n = 1…count, with one password hash for all:
 * enough people to try the users list at scale. Existing names are skipped, so it repeats safely.
 */
export async function seedUsers(db: Kysely<Database>, options: { tenant: string; count: number; passwordHash: string }): Promise<number> {
  const tenant = await db.selectFrom('tenants').select('tenant_id').where(sql<string>`lower(username)`, '=', options.tenant.toLowerCase()).executeTakeFirst();
  if (!tenant) throw new Error(`No tenant '${options.tenant}' to add users to: seed tenants first`);
  const now = new Date().toISOString();
  let created = 0;
  for (let first = 1; first <= options.count; first += BATCH) {
    const names = Array.from({ length: Math.min(BATCH, options.count - first + 1) }, (_, i) => `${options.tenant}-user-${first + i}`);
    created += await db.transaction().execute(async (trx) => {
      const taken = new Set(
        (await trx.selectFrom('users').select(sql<string>`lower(username)`.as('name')).where(sql<string>`lower(username)`, 'in', names.map((n) => n.toLowerCase())).execute()).map((r) => r.name),
      );
      const fresh = names.filter((name) => !taken.has(name.toLowerCase()));
      if (fresh.length === 0) return 0;
      await trx
        .insertInto('users')
        .values(
          fresh.map((username, i) => ({
            tenant_id: tenant.tenant_id,
            username,
            password_hash: options.passwordHash,
            is_admin: toDbBoolean(false),
            role: 'member' as const,
            display_name: `User ${first + i}`,
            email: `${username}@example.com`,
            enabled: toDbBoolean((first + i) % 17 !== 0),
            must_change_password: toDbBoolean(false),
            two_factor_enabled: toDbBoolean(false),
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      return fresh.length;
    });
  }
  if (created > 0) await settleAfterBulkWrite(db);
  return created;
}

const DEMO_ACTIONS: AuditAction[] = ['auth.signIn.succeeded', 'auth.signIn.failed', 'tenant.updated', 'user.updated', 'user.created'];

/** Who the demo events name: the tenants by their names, each with its first owner, and the administrator. */
interface DemoCast {
  tenants: { tenantId: number; name: string; owner: { userId: number; username: string } | undefined }[];
  admin: { userId: number; username: string } | undefined;
}

/** The first `count` tenants after the system tenant, in the order they were made, as the seed made them. */
async function demoCast(db: Kysely<Database>, count: number): Promise<DemoCast> {
  const tenants = await db.selectFrom('tenants').select(['tenant_id', 'username']).where('username', '!=', SYSTEM_TENANT).orderBy('tenant_id').limit(count).execute();
  const last = tenants.at(-1)?.tenant_id ?? 0;
  // Every owner up to the last of them (a range, not a list of ids: a seed may name 100,000 tenants).
  const owners = await db.selectFrom('users').select(['user_id', 'username', 'tenant_id']).where('tenant_id', '<=', last).where('role', '=', 'owner').orderBy('user_id', 'desc').execute();
  // Read newest first, so that the first owner of each tenant is the one left in the map.
  const ownerOf = new Map(owners.map((owner) => [owner.tenant_id, { userId: owner.user_id, username: owner.username }]));
  const admin = await db.selectFrom('users').select(['user_id', 'username']).where('is_admin', '=', toDbBoolean(true)).orderBy('user_id').limit(1).executeTakeFirst();
  return {
    tenants: tenants.map((tenant) => ({ tenantId: tenant.tenant_id, name: tenant.username, owner: ownerOf.get(tenant.tenant_id) })),
    admin: admin && { userId: admin.user_id, username: admin.username },
  };
}

/**
 * `count` demo audit events spread over the first `tenants` tenants and the past year, oldest first,
 * as the log of a console in long use would hold them. They name each tenant and its owner as the
 * database does ("wonka-0008"), by the administrator who set the console up.
 */
export async function seedAuditEvents(db: Kysely<Database>, options: { count: number; tenants: number }): Promise<number> {
  const cast = await demoCast(db, Math.max(1, options.tenants));
  if (cast.tenants.length === 0) throw new Error('No tenant for the demo audit events to name: seed tenants first');
  const end = Date.now();
  const span = 365 * 24 * 3600 * 1000;
  for (let first = 0; first < options.count; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, options.count - first) }, (_, i) => {
      const n = first + i;
      const tenant = cast.tenants[n % cast.tenants.length] ?? { tenantId: 0, name: '', owner: undefined };
      const action = DEMO_ACTIONS[n % DEMO_ACTIONS.length] ?? 'tenant.updated';
      // A user's event names the tenant's owner; a tenant without one has only itself to name.
      const target =
        action.startsWith('tenant') || !tenant.owner
          ? { target_type: 'tenant', target_id: String(tenant.tenantId), target_label: tenant.name }
          : { target_type: 'user', target_id: String(tenant.owner.userId), target_label: tenant.owner.username };
      return {
        at: new Date(end - span + Math.floor((n / options.count) * span)).toISOString(),
        action,
        actor_user_id: cast.admin?.userId ?? null,
        actor_username: cast.admin?.username ?? 'admin',
        actor_is_admin: toDbBoolean(true),
        tenant_id: tenant.tenantId,
        ...target,
        changes: action === 'tenant.updated' ? JSON.stringify({ remark: { before: '', after: `Demo ${n}` } }) : '{}',
        request_id: `seed-${n}`,
        client_address: '127.0.0.1',
        user_agent: 'seed',
      };
    });
    await db.insertInto('audit_events').values(rows).execute();
  }
  if (options.count > 0) await settleAfterBulkWrite(db);
  return options.count;
}
