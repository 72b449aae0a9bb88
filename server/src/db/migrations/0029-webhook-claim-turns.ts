import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Fair webhook claims. Each endpoint keeps when the worker last claimed one of its deliveries, so
 * that claims take a tenant's endpoints in turn, the one served longest ago first, whatever the
 * age of their deliveries. An index by status, endpoint and delivery lets a claim find the
 * endpoints with deliveries waiting, and each one's oldest, one seek each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = dialectOf(db) === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('webhook_endpoints').addColumn('last_claimed_at', timestamp).execute();
  await db.schema.createIndex('webhook_deliveries_queue_idx').on('webhook_deliveries').columns(['status', 'endpoint_id', 'delivery_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `up`
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_queue_idx').execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('last_claimed_at').execute();
}
