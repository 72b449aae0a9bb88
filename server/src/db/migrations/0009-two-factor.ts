import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Two-factor sign-in: the user's TOTP secret, the last time step a code was
 * accepted at (no code works twice), the wrong codes counted towards the 15-minute lock, and
 * the recovery codes, kept only as the SHA-256 of each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = dialectOf(db) === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('totp_failures', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('totp_locked_until', timestamp).execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of ['totp_locked_until', 'totp_failures', 'totp_last_step', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
