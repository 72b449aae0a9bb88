import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: the functions that keep the search text of migration 0012 in step plan their
 * statements for the rows at hand on every call. PL/pgSQL otherwise keeps one generic plan per
 * session after a few calls: the seed's session planned "the tenants these ids name" while the
 * table was small, as a scan of the whole table, and kept that plan as it grew; past 400,000
 * tenants each batch read every tenant, and seeding slowed to a few hundred tenants a second.
 * Planned per call, the statements find their rows through the primary keys at any size.
 */
const FUNCTIONS = ['refresh_tenant_search()', 'clear_tenant_search_domains()'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const fn of FUNCTIONS) await sql`ALTER FUNCTION ${sql.raw(fn)} SET plan_cache_mode = force_custom_plan`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const fn of FUNCTIONS) await sql`ALTER FUNCTION ${sql.raw(fn)} RESET plan_cache_mode`.execute(db);
}
