import { sql, type Kysely } from 'kysely';
import type { AuditAction } from '../core/audit/audit-actions.js';
import { toDbBoolean, type Database } from '../db/database.js';
import { settleAfterBulkWrite } from '../db/settle.js';

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

/**
 * `count` demo audit events spread over the first `tenants` tenants and the past year, oldest first,
 * as the log of a console in long use would hold them.
 */
export async function seedAuditEvents(db: Kysely<Database>, options: { count: number; tenants: number }): Promise<number> {
  const end = Date.now();
  const span = 365 * 24 * 3600 * 1000;
  for (let first = 0; first < options.count; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, options.count - first) }, (_, i) => {
      const n = first + i;
      const tenantId = 2 + (n % Math.max(1, options.tenants));
      const action = DEMO_ACTIONS[n % DEMO_ACTIONS.length] ?? 'tenant.updated';
      return {
        at: new Date(end - span + Math.floor((n / options.count) * span)).toISOString(),
        action,
        actor_user_id: 1,
        actor_username: 'admin',
        actor_is_admin: toDbBoolean(true),
        tenant_id: tenantId,
        target_type: action.startsWith('tenant') ? 'tenant' : 'user',
        target_id: String(tenantId),
        target_label: `demo-${tenantId}`,
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
