import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoTenant } from '../../../server/src/store/seed.js';
import { collect, runScript } from '../../helpers/server-process.js';
import { sql } from 'kysely';
import { describeApi, dialect, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

describeApi('npm run seed', () => {
  let t: TestApp;
  const seed = (...args: string[]) =>
    collect(
      runScript('server/src/store/seed-cli.ts', args, {
        DATA_DIR: t.config.dataDir,
        DATABASE_URL: t.config.databaseUrl ?? '',
      }),
    );

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('fills the database with demo tenants whose owners sign in with the given password', async () => {
    const first = await seed('--tenants', '12', '--password', 'demo-password');
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('12 tenants created');

    const list = await t.call<Envelope<{ username: string; enabled: boolean }[]>>('listTenants', {
      token: await t.adminToken(),
    });
    expect(list.body.data.map((tenant) => tenant.username)).toEqual([
      'system',
      ...Array.from({ length: 12 }, (_, i) => demoTenant(i + 1).username),
    ]);
    const withDomains = await t.call<Envelope<{ domains: unknown[] }[]>>('listTenantsWithDomains', {
      token: await t.adminToken(),
    });
    const counts = withDomains.body.data.slice(1).map((tenant) => tenant.domains.length);
    expect(Math.max(...counts)).toBe(3);
    expect(Math.min(...counts)).toBe(0);

    const owner = demoTenant(1);
    const login = await t.call('login', { body: { username: owner.username, password: 'demo-password' } });
    expect(login.status).toBe(200);
    const disabled = demoTenant(9);
    expect(disabled.enabled).toBe(false);
    const refused = await t.call('login', { body: { username: disabled.username, password: 'demo-password' } });
    expect(refused.status).toBe(403);
  });

  it('leaves the database ready for searches: fresh planner statistics, whole search indexes', async () => {
    const db = t.app.database.db;
    if (dialect === 'postgres') {
      const { rows } = await sql<{ relname: string; analyzed: boolean }>`
        SELECT relname, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables
        WHERE relname IN ('tenants', 'domains', 'tenant_search', 'users') ORDER BY relname`.execute(db);
      expect(rows).toEqual(['domains', 'tenant_search', 'tenants', 'users'].map((relname) => ({ relname, analyzed: true })));
      // One trigram index, the search text's (0013), holding no pending list for lookups to read (0006).
      const indexes = await sql<{ relname: string; reloptions: string[] | null }>`
        SELECT relname, reloptions FROM pg_class WHERE relname LIKE '%_trgm_idx' ORDER BY relname`.execute(db);
      expect(indexes.rows).toEqual([{ relname: 'tenant_search_text_trgm_idx', reloptions: ['fastupdate=off'] }]);
      // The search text's triggers plan for the rows at hand (0014): a plan kept from when the
      // table was small read every tenant per batch once it had grown.
      const refresh = await sql<{ proname: string; proconfig: string[] | null }>`
        SELECT proname, proconfig FROM pg_proc WHERE proname IN ('refresh_tenant_search', 'clear_tenant_search_domains') ORDER BY proname`.execute(db);
      expect(refresh.rows).toEqual(
        ['clear_tenant_search_domains', 'refresh_tenant_search'].map((proname) => ({ proname, proconfig: ['plan_cache_mode=force_custom_plan'] })),
      );
      // The order by name is in bytes, and one- and two-character searches count their matches
      // from its index alone (0015), which replaced their own.
      const byName = await sql<{ indexname: string; indexdef: string }>`
        SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'tenants' AND indexname LIKE '%username%' ORDER BY indexname`.execute(db);
      expect(byName.rows.map((row) => [row.indexname, row.indexdef.replace(/^.* USING /, '')])).toEqual([
        ['tenants_enabled_username_order_idx', 'btree (enabled, lower((username)::text) COLLATE "C", tenant_id)'],
        ['tenants_username_key', 'btree (lower((username)::text))'],
        ['tenants_username_order_idx', 'btree (lower((username)::text) COLLATE "C", tenant_id) INCLUDE (username)'],
      ]);
    } else {
      // FTS5 refuses the check with an error when its index and the table disagree.
      for (const search of ['tenants_search', 'domains_search']) {
        await sql`INSERT INTO ${sql.raw(search)}(${sql.raw(search)}, rank) VALUES ('integrity-check', 1)`.execute(db);
      }
    }
    const found = await t.call<Envelope<{ username: string }[]>>('listTenants', {
      token: await t.adminToken(),
      query: { filter: JSON.stringify({ q: demoTenant(7).username }), range: '[0,9]' },
    });
    expect(found.body.data.map((tenant) => tenant.username)).toEqual([demoTenant(7).username]);
  });

  it('can run again without creating anything twice', async () => {
    const again = await seed('--tenants', '12', '--password', 'demo-password');
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('0 tenants created, 12 already there');
  });

  it('refuses a missing password with a message saying how to call it', async () => {
    const result = await seed('--tenants', '3');
    expect(result.code).toBe(2);
    expect(result.output).toContain('--password is required');
    expect(result.output).toContain('Usage: npm run seed');
  });
});
