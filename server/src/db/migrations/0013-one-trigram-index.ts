import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: the trigram indexes of migration 0004 on usernames and domain names go. Every search
 * reads the text of migration 0012 now, so they served no read, while every tenant and domain
 * written still wrote its trigrams into them. SQLite's FTS5 tables stay: its searches read them.
 */
const SEPARATE_TRIGRAM_INDEXES = {
  tenants_username_trgm_idx: sql`tenants USING gin (lower(username) gin_trgm_ops)`,
  domains_name_trgm_idx: sql`domains USING gin (name gin_trgm_ops)`,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const index of Object.keys(SEPARATE_TRIGRAM_INDEXES)) await sql`DROP INDEX IF EXISTS ${sql.raw(index)}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [index, on] of Object.entries(SEPARATE_TRIGRAM_INDEXES)) {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(index)} ON ${on} WITH (fastupdate = off)`.execute(db);
  }
}
