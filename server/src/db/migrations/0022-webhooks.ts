import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Webhooks: a tenant's endpoints, and the outbox of deliveries. A delivery is written in the
 * transaction of the change and its audit event, so that neither is without the other; a worker
 * sends it afterwards, claiming it with a lease (`locked_until`) so that one server sends it at a
 * time and another takes it over if that one stops.
 *
 * Event types are kept as one text, each between spaces (` user.* tenant.disabled `), so that
 * the outbox is filled by one INSERT … SELECT, matching in SQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('endpoint_id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.tenant_id').onDelete('cascade'))
    .addColumn('url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('description', 'varchar(500)', (col) => col.notNull())
    .addColumn('event_types', 'varchar(4000)', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('disabled_reason', 'varchar(20)')
    .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('previous_secret_sealed', 'text')
    .addColumn('previous_secret_until', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_tenant_idx').on('webhook_endpoints').columns(['tenant_id', 'enabled']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('delivery_id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('endpoint_id', postgres ? 'bigint' : 'integer', (col) => col.notNull().references('webhook_endpoints.endpoint_id').onDelete('cascade'))
    .addColumn('event_id', postgres ? 'bigint' : 'integer')
    .addColumn('event_type', 'varchar(60)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp)
    .addColumn('locked_until', timestamp)
    .addColumn('last_attempt_at', timestamp)
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'varchar(1000)')
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  // What the worker claims: due deliveries, oldest first; and each endpoint's list, newest first.
  await db.schema.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['status', 'next_attempt_at', 'delivery_id']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'delivery_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
