import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * One table for every invitation (DESIGN §18): its tenant, the address and role it was sent with,
 * who sent it, its link (the SHA-256 of its token) and expiry, and its state. A row outlives the
 * step that ends it: `accepted` when the link was followed, `replaced` when it was sent again
 * (the new row holds the new link), `withdrawn` when the inviter took it back, so a tenant keeps
 * who invited whom. The invited person's account (`user_id`, no password until they accept) is
 * still made at once, so usernames and addresses are held from the invitation on; withdrawing
 * deletes it and leaves `user_id` null.
 *
 * Until now an invitation was a password link of purpose `invitation` (migration 0023): those
 * move here, the open ones `pending`, those followed `accepted`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('invitations')
    .addColumn('invitation_id', postgres ? 'bigserial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.tenant_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.user_id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    // Who sent it: null for a tenant's first owner invited at sign-up, or once the sender is deleted.
    .addColumn('inviter_id', 'integer', (col) => col.references('users.user_id').onDelete('set null'))
    .addColumn('inviter_name', 'varchar(64)')
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('state', 'varchar(20)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('ended_at', timestamp)
    .execute();
  // The pending list of a tenant, oldest first; and a user's open invitation, replaced when sent again.
  await sql`CREATE INDEX invitations_pending_idx ON invitations (tenant_id, created_at, invitation_id) WHERE state = 'pending'`.execute(db);
  await db.schema.createIndex('invitations_user_idx').on('invitations').columns(['user_id', 'state']).execute();
  await sql`
    INSERT INTO invitations (tenant_id, user_id, email, role, token_hash, state, created_at, expires_at, ended_at)
    SELECT users.tenant_id, users.user_id, COALESCE(users.email, ''), users.role, links.token_hash,
      CASE WHEN links.used_at IS NULL THEN 'pending' ELSE 'accepted' END,
      links.created_at, links.expires_at, links.used_at
    FROM password_reset_links links JOIN users ON users.user_id = links.user_id
    WHERE links.purpose = 'invitation'
  `.execute(db);
  await db.deleteFrom('password_reset_links').where('purpose', '=', 'invitation').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `up`
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    INSERT INTO password_reset_links (token_hash, user_id, created_at, expires_at, used_at, purpose)
    SELECT token_hash, user_id, created_at, expires_at, ended_at, 'invitation'
    FROM invitations WHERE user_id IS NOT NULL AND state IN ('pending', 'accepted')
  `.execute(db);
  await db.schema.dropTable('invitations').execute();
}
