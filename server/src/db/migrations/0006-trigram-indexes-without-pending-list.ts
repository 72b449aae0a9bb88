import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

const TRIGRAM_INDEXES = ['tenants_username_trgm_idx', 'domains_name_trgm_idx'];

/**
 * PostgreSQL's GIN indexes gather new rows in an unsorted pending list that every lookup reads
 * whole until a vacuum sorts it in. Tenants are read far more than written, so the trigram indexes
 * take each row at once instead: after the seed wrote 9,000 tenants, each lookup by username that
 * the planner sent to a trigram index took 1.5 s; a search read 10 ms of pending list per arm.
 * SQLite's FTS5 tables have no such list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const index of TRIGRAM_INDEXES) {
    await sql`ALTER INDEX ${sql.raw(index)} SET (fastupdate = off)`.execute(db);
    // Rows already waiting in the list move into the index now.
    await sql`SELECT gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const index of TRIGRAM_INDEXES) await sql`ALTER INDEX ${sql.raw(index)} RESET (fastupdate)`.execute(db);
}
