import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: each tenant's username and domain names in one row, one line each, under one trigram
 * index, so a search reads one index instead of two. At a million tenants the two indexes of
 * migration 0004 cost about 5 ms each per search: the searches, not the callers, set how many the
 * server answers a second. Kept in step by statement-level triggers, so every writer (this server,
 * another instance, the seed command, psql) keeps it current, a batch of rows at a time. Usernames
 * and domain names never hold a line break, so a search without one cannot match across two lines.
 * SQLite keeps its FTS5 tables (0004): there both arms already answer within the target.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    CREATE TABLE tenant_search (
      tenant_id integer PRIMARY KEY REFERENCES tenants (tenant_id) ON DELETE CASCADE,
      text text NOT NULL
    )`.execute(db);
  await sql`
    CREATE FUNCTION tenant_search_text(tenant integer, username text) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT lower(username) || coalesce((SELECT string_agg(E'\n' || name, '' ORDER BY domain_id) FROM domains WHERE tenant_id = tenant), '')
    $$`.execute(db);
  // `changed` holds the rows a statement wrote (or removed); on an update of tenants, only those
  // whose username changed matter, told apart through `changed_before`.
  await sql`
    CREATE FUNCTION refresh_tenant_search() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ids integer[];
    BEGIN
      IF TG_TABLE_NAME = 'tenants' AND TG_OP = 'UPDATE' THEN
        SELECT array_agg(n.tenant_id) INTO ids FROM changed n JOIN changed_before o USING (tenant_id)
        WHERE n.username IS DISTINCT FROM o.username;
      ELSIF TG_OP = 'UPDATE' THEN
        -- Only a renamed domain, or one moved to another tenant (both texts change), matters:
        -- a proof check writes its domain's other columns.
        SELECT array_agg(DISTINCT owner) INTO ids
        FROM changed n JOIN changed_before o USING (domain_id), LATERAL (VALUES (n.tenant_id), (o.tenant_id)) AS owners (owner)
        WHERE n.name IS DISTINCT FROM o.name OR n.tenant_id IS DISTINCT FROM o.tenant_id;
      ELSE
        SELECT array_agg(DISTINCT tenant_id) INTO ids FROM changed;
      END IF;
      IF ids IS NULL THEN
        RETURN NULL;
      END IF;
      -- Locked first, in order, so that a concurrent write to the same tenant commits before the
      -- text is read (each statement here reads afresh): read before the wait, each writer would
      -- write the text it saw, and the last would drop the other's domain. The version row of
      -- 0002 serializes these writes today too; this does not rest on it.
      PERFORM 1 FROM tenant_search WHERE tenant_id = ANY (ids) ORDER BY tenant_id FOR UPDATE;
      INSERT INTO tenant_search (tenant_id, text)
      SELECT tenant_id, tenant_search_text(tenant_id, username) FROM tenants WHERE tenant_id = ANY (ids)
      ON CONFLICT (tenant_id) DO UPDATE SET text = excluded.text
      WHERE tenant_search.text IS DISTINCT FROM excluded.text;
      RETURN NULL;
    END
    $$`.execute(db);
  for (const table of ['tenants', 'domains']) {
    const name = (event: string) => sql.raw(`${table}_search_${event}`);
    await sql`CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${sql.table(table)}
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_tenant_search()`.execute(db);
    await sql`CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${sql.table(table)}
      REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_tenant_search()`.execute(db);
  }
  // A tenant's own removal is the foreign key's cascade; a domain's changes the text left behind.
  await sql`CREATE TRIGGER domains_search_delete AFTER DELETE ON domains
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION refresh_tenant_search()`.execute(db);
  // TRUNCATE has no transition table: every text goes back to its username alone.
  await sql`
    CREATE FUNCTION clear_tenant_search_domains() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE tenant_search SET text = lower(tenants.username)
      FROM tenants WHERE tenants.tenant_id = tenant_search.tenant_id AND tenant_search.text <> lower(tenants.username);
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`CREATE TRIGGER domains_search_truncate AFTER TRUNCATE ON domains
    FOR EACH STATEMENT EXECUTE FUNCTION clear_tenant_search_domains()`.execute(db);
  await sql`INSERT INTO tenant_search (tenant_id, text) SELECT tenant_id, tenant_search_text(tenant_id, username) FROM tenants`.execute(db);
  // Built after the rows are in, and without a pending list, as 0006 explains.
  await sql`CREATE INDEX tenant_search_text_trgm_idx ON tenant_search USING gin (text gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
  await sql`ANALYZE tenant_search`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const trigger of ['tenants_search_insert', 'tenants_search_update', 'domains_search_insert', 'domains_search_update', 'domains_search_delete', 'domains_search_truncate']) {
    const table = trigger.split('_')[0] ?? '';
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS refresh_tenant_search()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS clear_tenant_search_domains()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS tenant_search_text(integer, text)`.execute(db);
  await sql`DROP TABLE IF EXISTS tenant_search`.execute(db);
}
