import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Each domain's proof of ownership, on the domain's own row, so that removing the
 * domain forgets it. `verified_at` is what the tenant lists show; the rest is the last check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = dialectOf(db) === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('domains').addColumn('proof_state', 'varchar(16)', (col) => col.notNull().defaultTo('pending')).execute();
  await db.schema.alterTable('domains').addColumn('proof_reason', 'varchar(32)').execute();
  /** JSON: the values found instead of the expected one. */
  await db.schema.alterTable('domains').addColumn('proof_found', 'text').execute();
  await db.schema.alterTable('domains').addColumn('proof_checked_at', timestamp).execute();
  await db.schema.alterTable('domains').addColumn('verified_at', timestamp).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['verified_at', 'proof_checked_at', 'proof_found', 'proof_reason', 'proof_state']) {
    await db.schema.alterTable('domains').dropColumn(column).execute();
  }
}
