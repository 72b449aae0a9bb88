import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Typed attributes of tenants (DESIGN §18): the definitions administrators make, and each
 * tenant's values in a table of their own, one typed column per kind (text and choices in
 * `value_text`, numbers and yes/no in `value_number`, days as `YYYY-MM-DD` in `value_date`, which
 * orders as the days do on both databases). Each column is indexed after the definition and
 * before the tenant, so that a filter or a sort by one attribute is a range of one index at a
 * million tenants. `unique_value` holds the value again only while the definition is unique, and
 * the database keeps it unique per definition (NULLs never collide).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const number = postgres ? sql`double precision` : sql`real`;
  await db.schema
    .createTable('attribute_definitions')
    .addColumn('definition_id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('key', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('label_zh', 'varchar(60)', (col) => col.notNull())
    .addColumn('label_en', 'varchar(60)', (col) => col.notNull())
    .addColumn('type', 'varchar(10)', (col) => col.notNull())
    .addColumn('choices', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('required', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .addColumn('is_unique', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .addColumn('listed', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('tenant_attribute_values')
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.tenant_id').onDelete('cascade'))
    .addColumn('definition_id', 'integer', (col) => col.notNull().references('attribute_definitions.definition_id').onDelete('cascade'))
    .addColumn('value_text', 'varchar(500)')
    .addColumn('value_number', number)
    .addColumn('value_date', 'varchar(10)')
    .addColumn('unique_value', 'varchar(500)')
    .addPrimaryKeyConstraint('tenant_attribute_values_pkey', ['tenant_id', 'definition_id'])
    .addUniqueConstraint('tenant_attribute_values_unique', ['definition_id', 'unique_value'])
    .execute();
  for (const column of ['value_text', 'value_number', 'value_date']) {
    await db.schema.createIndex(`tenant_attribute_values_${column}_idx`).on('tenant_attribute_values').columns(['definition_id', column, 'tenant_id']).execute();
  }
  // The tenants' lists are cached against the data version (0002): a value is part of a tenant.
  if (postgres) {
    for (const table of ['attribute_definitions', 'tenant_attribute_values']) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_data_version`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()`.execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenant_attribute_values').execute();
  await db.schema.dropTable('attribute_definitions').execute();
}
