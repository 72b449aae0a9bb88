import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/client.js';
import { describeApi, dialect, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

// Each database keeps its search indexes in step by triggers (FTS5 on SQLite, the one text per
// tenant on PostgreSQL): a write that bypasses the server must count at the very next search.
describeApi('the tenant search follows writes made elsewhere', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
  });
  afterAll(async () => t.close());

  const find = async (q: string) =>
    (await t.call<Envelope<{ tenantId: number }[]>>('listTenants', { token, query: { filter: JSON.stringify({ q }), range: '[0,9]' } })).body.data.map(
      (row) => row.tenantId,
    );

  /** Writes through a connection of its own, as psql or another instance would. */
  const elsewhere = async (write: (other: ReturnType<typeof openDatabase>) => Promise<unknown>) => {
    const other = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
    try {
      await write(other);
    } finally {
      await other.db.destroy();
    }
  };

  it('finds a domain added, moved and removed elsewhere, and forgets a tenant removed elsewhere', async () => {
    const first = await t.createTenant('Elsewhere-One', { domains: ['kept.elsewhere.example.com'] });
    const second = await t.createTenant('Elsewhere-Two');
    const now = new Date().toISOString();
    await elsewhere((other) => other.db.insertInto('domains').values({ tenant_id: first, name: 'added.elsewhere.example.com', created_at: now }).execute());
    expect(await find('added.elsewhere')).toEqual([first]);
    await elsewhere((other) => other.db.updateTable('domains').set({ tenant_id: second }).where('name', '=', 'added.elsewhere.example.com').execute());
    expect(await find('added.elsewhere')).toEqual([second]);
    await elsewhere((other) => other.db.deleteFrom('domains').where('name', '=', 'kept.elsewhere.example.com').execute());
    expect(await find('kept.elsewhere')).toEqual([]);
    expect(await find('elsewhere-one')).toEqual([first]);
    await elsewhere((other) => other.db.deleteFrom('tenants').where('tenant_id', '=', second).execute());
    expect(await find('added.elsewhere')).toEqual([]);
  });

  it('forgets every domain when all are removed at once (TRUNCATE on PostgreSQL, DELETE on SQLite)', async () => {
    const id = await t.createTenant('Cleared-Domains', { domains: ['gone.cleared.example.com'] });
    expect(await find('gone.cleared')).toEqual([id]);
    await elsewhere((other) =>
      dialect === 'postgres' ? sql`TRUNCATE domains`.execute(other.db) : other.db.deleteFrom('domains').execute(),
    );
    expect(await find('gone.cleared')).toEqual([]);
    expect(await find('cleared-domains')).toEqual([id]);
  });
});
