import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client.js';
import { describeApi, dialect, useTestApp, type Envelope } from '../../helpers/test-app.js';
import { expectSeenElsewhere, writeElsewhere } from '../../helpers/written-elsewhere.js';

// Each database keeps its search indexes in step by triggers (FTS5 on SQLite, the one text per
// tenant on PostgreSQL): a write that bypasses the server must count at the next search once it is
// known (at once on SQLite, when its notice arrives on PostgreSQL).
describeApi('the tenant search follows writes made elsewhere', () => {
  const t = useTestApp();

  const find = async (q: string) =>
    (await t.call<Envelope<{ tenantId: number }[]>>('listTenants', { token: t.admin, query: { filter: JSON.stringify({ q }), range: '[0,9]' } })).body.data.map(
      (row) => row.tenantId,
    );

  const elsewhere = (write: (other: DatabaseHandle) => Promise<unknown>) => writeElsewhere(t, write);
  const seen = (q: string, expected: number[]) => expectSeenElsewhere(() => find(q), expected);

  it('finds a domain added, moved and removed elsewhere, and forgets a tenant removed elsewhere', async () => {
    const first = await t.createTenant('Elsewhere-One', { domains: ['kept.elsewhere.example.com'] });
    const second = await t.createTenant('Elsewhere-Two');
    const now = new Date().toISOString();
    await elsewhere((other) => other.db.insertInto('domains').values({ tenant_id: first, name: 'added.elsewhere.example.com', created_at: now }).execute());
    await seen('added.elsewhere', [first]);
    await elsewhere((other) => other.db.updateTable('domains').set({ tenant_id: second }).where('name', '=', 'added.elsewhere.example.com').execute());
    await seen('added.elsewhere', [second]);
    await elsewhere((other) => other.db.deleteFrom('domains').where('name', '=', 'kept.elsewhere.example.com').execute());
    await seen('kept.elsewhere', []);
    expect(await find('elsewhere-one')).toEqual([first]);
    await elsewhere((other) => other.db.deleteFrom('tenants').where('tenant_id', '=', second).execute());
    await seen('added.elsewhere', []);
  });

  it('forgets every domain when all are removed at once (TRUNCATE on PostgreSQL, DELETE on SQLite)', async () => {
    const id = await t.createTenant('Cleared-Domains', { domains: ['gone.cleared.example.com'] });
    expect(await find('gone.cleared')).toEqual([id]);
    await elsewhere((other) =>
      dialect === 'postgres' ? sql`TRUNCATE domains`.execute(other.db) : other.db.deleteFrom('domains').execute(),
    );
    await seen('gone.cleared', []);
    expect(await find('cleared-domains')).toEqual([id]);
  });
});
