import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

// Migrations see the schema as it was when they were written, not today's `Database`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented migration signature
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('tenants')
    .addColumn('tenant_id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('username', 'varchar(64)', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('remark', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('tenants_username_key')
    .on('tenants')
    .unique()
    .expression(sql`lower(username)`)
    .execute();

  await db.schema
    .createTable('domains')
    .addColumn('domain_id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'integer', (col) =>
      col.notNull().references('tenants.tenant_id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(253)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('domains_tenant_id_idx').on('domains').column('tenant_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'integer', (col) =>
      col.notNull().references('tenants.tenant_id').onDelete('cascade'),
    )
    .addColumn('username', 'varchar(64)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('is_admin', 'boolean', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('users_username_key')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('users_tenant_id_idx').on('users').column('tenant_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented migration signature
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('domains').execute();
  await db.schema.dropTable('tenants').execute();
}
