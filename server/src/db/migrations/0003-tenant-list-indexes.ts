import { sql, type Kysely } from 'kysely';

/** Indexes for the orders tenant lists may be sorted in; each ends with the tie-breaking id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('tenants_enabled_idx').on('tenants').columns(['enabled', 'tenant_id']).execute();
  await db.schema.createIndex('tenants_created_at_idx').on('tenants').columns(['created_at', 'tenant_id']).execute();
  await db.schema.createIndex('tenants_updated_at_idx').on('tenants').columns(['updated_at', 'tenant_id']).execute();
  await db.schema
    .createIndex('tenants_username_order_idx')
    .on('tenants')
    .expression(sql`lower(username), tenant_id`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['tenants_enabled_idx', 'tenants_created_at_idx', 'tenants_updated_at_idx', 'tenants_username_order_idx']) {
    await db.schema.dropIndex(name).execute();
  }
}
