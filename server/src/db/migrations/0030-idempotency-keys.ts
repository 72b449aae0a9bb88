import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The creates sent with an `Idempotency-Key`: one row per caller (a user, or an API token) and
 * key, written as the create starts, holding the call, a hash of its body and, once answered,
 * the answer (sealed: a create's answer may hold a secret shown once). A row older than 24 hours
 * is forgotten.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('caller', 'varchar(40)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(255)', (col) => col.notNull())
    .addColumn('operation', 'varchar(64)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['caller', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
