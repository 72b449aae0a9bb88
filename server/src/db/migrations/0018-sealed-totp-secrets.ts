import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * TOTP secrets are kept sealed (AES-256-GCM, `v1.` and about 80 characters), longer than the
 * 64 characters a secret in clear needed. SQLite does not hold text to a declared length.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`ALTER TABLE users ALTER COLUMN totp_secret TYPE varchar(255)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  // Sealed values do not fit the old width: two-factor sign-in is turned off for whoever had it.
  await sql`UPDATE users SET totp_secret = NULL, two_factor_enabled = false WHERE length(totp_secret) > 64`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN totp_secret TYPE varchar(64)`.execute(db);
}
