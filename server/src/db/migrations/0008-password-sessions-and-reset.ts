import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Every token carries its user's `token_version`; changing or resetting a password raises it, so
 * every earlier token stops at once. Password reset links are kept only as the SHA-256 of their
 * token: the database never holds a link that works.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = dialectOf(db) === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('users').addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('password_reset_links')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('password_reset_links_user_idx').on('password_reset_links').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_links').execute();
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
