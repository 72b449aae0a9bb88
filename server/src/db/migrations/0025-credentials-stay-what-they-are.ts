import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Credentials that stay what they are.
 *
 * - A session notes when its person last gave their password (`password_confirmed_at`): signing in
 *   does, and so does `confirmPassword`. The changes a person makes to their own account's
 *   credentials ask for it within the last 10 minutes.
 * - An API token is revoked rather than deleted (`revoked_at`, `revoked_reason`), so that its
 *   account's list says when and why: revoked by a person, or with its account's rights (its user
 *   or tenant disabled, its tenant deleted), or by its holder signing out everywhere.
 *   PostgreSQL: revoking moves the principals' version on, as deleting did, so every server stops
 *   taking the token at once.
 * - An email change waits for the link mailed to the new address (`email_changes`, known by the
 *   SHA-256 of its token). A password link may give an account its old address back
 *   (`restore_email`, purpose `emailUndo`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('sessions').addColumn('password_confirmed_at', timestamp).execute();
  await db.schema.alterTable('api_tokens').addColumn('revoked_at', timestamp).execute();
  await db.schema.alterTable('api_tokens').addColumn('revoked_reason', 'varchar(32)').execute();
  await db.schema.alterTable('password_reset_links').addColumn('restore_email', 'varchar(254)').execute();
  await db.schema
    .createTable('email_changes')
    .addColumn('change_id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('new_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('email_changes_user_idx').on('email_changes').columns(['user_id', 'change_id']).execute();
  if (postgres) {
    await sql`
      CREATE TRIGGER api_tokens_revoked_principal_version
      AFTER UPDATE OF revoked_at ON api_tokens
      FOR EACH STATEMENT EXECUTE FUNCTION bump_principal_version()`.execute(db);
    // A user's waiting address is read with the user: the pages of users kept by that version follow it.
    await sql`
      CREATE TRIGGER email_changes_principal_version
      AFTER INSERT OR UPDATE ON email_changes
      FOR EACH STATEMENT EXECUTE FUNCTION bump_principal_version()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `up`
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`DROP TRIGGER IF EXISTS email_changes_principal_version ON email_changes`.execute(db);
    await sql`DROP TRIGGER IF EXISTS api_tokens_revoked_principal_version ON api_tokens`.execute(db);
  }
  await db.schema.dropTable('email_changes').execute();
  await db.schema.alterTable('password_reset_links').dropColumn('restore_email').execute();
  await db.schema.alterTable('api_tokens').dropColumn('revoked_reason').execute();
  await db.schema.alterTable('api_tokens').dropColumn('revoked_at').execute();
  await db.schema.alterTable('sessions').dropColumn('password_confirmed_at').execute();
}
