import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * A domain's row is one tenant's claim of the name, no longer the name itself: several tenants may
 * claim one name (each claim with its own proof token, from its own id), and proof decides. The
 * name is unique per tenant, and among the claims that are verified, so that at most one tenant
 * holds a name verified whoever writes. `proved_elsewhere_at` says when another tenant's proof
 * took a name this claim held verified.
 *
 * SQLite cannot drop a column's UNIQUE: the table is rebuilt with the same rows and ids, its
 * search triggers (migration 0004) made again, and its AUTOINCREMENT counter kept, since a claim's
 * proof token is made from its id: an id given again would give a new claim of the same name the
 * token a removed one published. The search index keeps its rows, whose ids and names are the same.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE domains ADD COLUMN proved_elsewhere_at timestamptz`.execute(db);
    await createClaimIndexes(db);
    await sql`ALTER TABLE domains DROP CONSTRAINT domains_name_key`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await rebuildSqliteTable(trx, { unique: false });
    await createClaimIndexes(trx);
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function createClaimIndexes(db: Kysely<any>): Promise<void> {
  // Name first: it also finds every claim of a name, as the proof that moves a name reads them.
  await sql`CREATE UNIQUE INDEX domains_name_tenant_key ON domains (name, tenant_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX domains_verified_name_key ON domains (name) WHERE proof_state = 'verified'`.execute(db);
}

/**
 * SQLite: `domains` made again, with `name` unique or not and with or without
 * `proved_elsewhere_at`, keeping every row, its id and the ids never given yet.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function rebuildSqliteTable(trx: Kysely<any>, { unique }: { unique: boolean }): Promise<void> {
  const counter = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'domains'`.execute(trx);
  const nameColumn = unique ? sql`"name" varchar(253) not null unique` : sql`"name" varchar(253) not null`;
  const movedColumn = unique ? sql`` : sql`, "proved_elsewhere_at" text`;
  await sql`CREATE TABLE domains_rebuilt ("domain_id" integer primary key autoincrement,
    "tenant_id" integer not null references "tenants" ("tenant_id") on delete cascade, ${nameColumn},
    "created_at" text not null, "proof_state" varchar(16) default 'pending' not null, "proof_reason" varchar(32),
    "proof_found" text, "proof_checked_at" text, "verified_at" text${movedColumn})`.execute(trx);
  const kept = sql`domain_id, tenant_id, name, created_at, proof_state, proof_reason, proof_found, proof_checked_at, verified_at`;
  await sql`INSERT INTO domains_rebuilt (${kept}) SELECT ${kept} FROM domains`.execute(trx);
  // Its indexes and the search triggers go with the old table.
  await sql`DROP TABLE domains`.execute(trx);
  await sql`ALTER TABLE domains_rebuilt RENAME TO domains`.execute(trx);
  // The copy's counter is its largest id (none when it has no row): the old one may be further on.
  const copied = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'domains'`.execute(trx);
  const seq = Math.max(counter.rows[0]?.seq ?? 0, copied.rows[0]?.seq ?? 0);
  await sql`DELETE FROM sqlite_sequence WHERE name = 'domains'`.execute(trx);
  if (seq > 0) await sql`INSERT INTO sqlite_sequence (name, seq) VALUES ('domains', ${seq})`.execute(trx);
  await sql`CREATE INDEX domains_tenant_id_idx ON domains (tenant_id)`.execute(trx);
  await sql`CREATE TRIGGER domains_search_insert AFTER INSERT ON domains BEGIN
    INSERT INTO domains_search(rowid, name) VALUES (new.domain_id, new.name);
  END`.execute(trx);
  await sql`CREATE TRIGGER domains_search_delete AFTER DELETE ON domains BEGIN
    INSERT INTO domains_search(domains_search, rowid, name) VALUES ('delete', old.domain_id, old.name);
  END`.execute(trx);
  await sql`CREATE TRIGGER domains_search_update AFTER UPDATE OF name ON domains BEGIN
    INSERT INTO domains_search(domains_search, rowid, name) VALUES ('delete', old.domain_id, old.name);
    INSERT INTO domains_search(rowid, name) VALUES (new.domain_id, new.name);
  END`.execute(trx);
}

/** Fails while several tenants claim one name: which claim would keep it is not this migration's to decide. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE domains ADD CONSTRAINT domains_name_key UNIQUE (name)`.execute(db);
    await sql`DROP INDEX domains_verified_name_key`.execute(db);
    await sql`DROP INDEX domains_name_tenant_key`.execute(db);
    await sql`ALTER TABLE domains DROP COLUMN proved_elsewhere_at`.execute(db);
    return;
  }
  await db.transaction().execute((trx) => rebuildSqliteTable(trx, { unique: true }));
}
