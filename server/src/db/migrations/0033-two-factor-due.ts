import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * By when a person must have turned two-factor sign-in on, under their tenant's (or the instance's)
 * requirement: set at their first sign-in under it, or when a tenant sets it for whoever is signed
 * in then; cleared when they turn it on or the requirement no longer covers them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = dialectOf(db) === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('users').addColumn('two_factor_due_at', timestamp).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `up`
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('two_factor_due_at').execute();
}
