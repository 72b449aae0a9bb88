import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: tenants sorted by username come in the byte order of the lowercased name, as on
 * SQLite, whatever the database's locale (an en-US database put `a_b` and `a-b` elsewhere), and
 * the indexes of that order are the ones one- and two-character searches read.
 *
 * Before, those searches read their own byte-ordered index (0004) while the order by name followed
 * the locale. Sorted by name, a search for `w` then walked every tenant from `a` on (0.4 s at a
 * million); now it starts at `w`. Counting the matches of such a search, bounded, read the table
 * itself (45 ms for `ac`); the order's index now carries the username too, because PostgreSQL
 * only answers from an index on an expression when the column under it is in the index, and the
 * count comes from the index alone (2 ms). The separate index goes.
 */
const INDEXES = {
  tenants_username_order_idx: {
    bytes: sql`tenants ((lower(username) COLLATE "C"), tenant_id) INCLUDE (username)`,
    locale: sql`tenants (lower(username), tenant_id)`,
  },
  tenants_enabled_username_order_idx: {
    bytes: sql`tenants (enabled, (lower(username) COLLATE "C"), tenant_id)`,
    locale: sql`tenants (enabled, lower(username), tenant_id)`,
  },
};
const PREFIX_INDEX = { name: 'tenants_username_prefix_idx', on: sql`tenants ((lower(username) COLLATE "C"))` };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [name, { bytes }] of Object.entries(INDEXES)) {
    await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
    await sql`CREATE INDEX ${sql.raw(name)} ON ${bytes}`.execute(db);
  }
  await sql`DROP INDEX ${sql.raw(PREFIX_INDEX.name)}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [name, { locale }] of Object.entries(INDEXES)) {
    await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
    await sql`CREATE INDEX ${sql.raw(name)} ON ${locale}`.execute(db);
  }
  await sql`CREATE INDEX ${sql.raw(PREFIX_INDEX.name)} ON ${PREFIX_INDEX.on}`.execute(db);
}
