import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import { dialectOf } from './dialect.js';

/**
 * After a bulk write (the seed): what the database would otherwise do later, on its own time.
 * PostgreSQL plans with statistics taken before the rows came (autovacuum had not run: a page of
 * 25 tenants scanned every domain, 100 ms at a million) and its trigram indexes hold the new rows
 * in an unsorted pending list (a search took 10 ms instead of 2.5). SQLite's FTS5 indexes are
 * left in many small segments; merged, a search reads half as much.
 */
export async function settleAfterBulkWrite(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // VACUUM cannot run in a transaction: each statement runs alone on a pooled connection.
    await sql`VACUUM ANALYZE tenants, domains, tenant_search, users, audit_events, tenant_attribute_values`.execute(db);
    return;
  }
  for (const search of ['tenants_search', 'domains_search']) {
    await sql`INSERT INTO ${sql.raw(search)}(${sql.raw(search)}) VALUES ('optimize')`.execute(db);
  }
}
