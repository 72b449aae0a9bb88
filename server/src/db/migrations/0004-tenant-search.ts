import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Substring search over usernames and domain names that stays fast at a million tenants:
 * trigram indexes (PostgreSQL `pg_trgm`; SQLite FTS5 with the trigram tokenizer, kept in step
 * with its tables by triggers, so every writer, the seed included, keeps it current). Queries of
 * one or two characters match the start of the username, through a byte-ordered index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX tenants_username_trgm_idx ON tenants USING gin (lower(username) gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX domains_name_trgm_idx ON domains USING gin (name gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX tenants_username_prefix_idx ON tenants ((lower(username) COLLATE "C"))`.execute(db);
    return;
  }
  for (const [table, column, key] of [
    ['tenants', 'username', 'tenant_id'],
    ['domains', 'name', 'domain_id'],
  ] as const) {
    const search = sql.raw(`${table}_search`);
    const source = sql.raw(table);
    const text = sql.raw(column);
    const id = sql.raw(key);
    await sql`CREATE VIRTUAL TABLE ${search} USING fts5(${text}, content=${sql.lit(table)}, content_rowid=${sql.lit(key)}, tokenize='trigram')`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_search_insert`)} AFTER INSERT ON ${source} BEGIN
      INSERT INTO ${search}(rowid, ${text}) VALUES (new.${id}, new.${text});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_search_delete`)} AFTER DELETE ON ${source} BEGIN
      INSERT INTO ${search}(${search}, rowid, ${text}) VALUES ('delete', old.${id}, old.${text});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_search_update`)} AFTER UPDATE OF ${text} ON ${source} BEGIN
      INSERT INTO ${search}(${search}, rowid, ${text}) VALUES ('delete', old.${id}, old.${text});
      INSERT INTO ${search}(rowid, ${text}) VALUES (new.${id}, new.${text});
    END`.execute(db);
    await sql`INSERT INTO ${search}(${search}) VALUES ('rebuild')`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const name of ['tenants_username_trgm_idx', 'domains_name_trgm_idx', 'tenants_username_prefix_idx']) {
      await db.schema.dropIndex(name).execute();
    }
    return;
  }
  for (const table of ['tenants', 'domains']) {
    for (const event of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.raw(`${table}_search_${event}`)}`.execute(db);
    await sql`DROP TABLE ${sql.raw(`${table}_search`)}`.execute(db);
  }
}
