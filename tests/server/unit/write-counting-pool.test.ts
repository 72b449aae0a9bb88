import { describe, expect, it } from 'vitest';
import type { PostgresPoolClient } from 'kysely';
import { countingWrites } from '../../../server/src/db/write-counting-pool.js';

/** A pool whose one client records what it was sent. */
function fakePool() {
  const sent: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      sent.push(args);
      return Promise.resolve({ rows: [] });
    },
    release: () => undefined,
  } as unknown as PostgresPoolClient;
  return { sent, pool: { connect: () => Promise.resolve(client), end: () => Promise.resolve() } };
}

describe('a pool that says when a connection that may have written is handed back', () => {
  it('says nothing of a connection that only selected', async () => {
    const { pool } = fakePool();
    let writes = 0;
    const client = await countingWrites(pool, () => (writes += 1)).connect();
    await client.query('  SELECT * from tenants where tenant_id = $1', [1]);
    client.release();
    expect(writes).toBe(0);
  });

  it('says so once the connection is handed back, not when the statement is sent', async () => {
    const { pool, sent } = fakePool();
    let writes = 0;
    const client = await countingWrites(pool, () => (writes += 1)).connect();
    await client.query('begin', []);
    await client.query('update tenants set enabled = $1', [false]);
    await client.query('commit', []);
    expect(writes).toBe(0);
    client.release();
    expect(writes).toBe(1);
    expect(sent).toEqual([['begin', []], ['update tenants set enabled = $1', [false]], ['commit', []]]);
  });

  it('takes a statement that starts otherwise than with select as a write', async () => {
    const { pool } = fakePool();
    let writes = 0;
    const client = await countingWrites(pool, () => (writes += 1)).connect();
    await client.query('with moved as (delete from domains returning 1) select count(*) from moved', []);
    client.release();
    expect(writes).toBe(1);
  });
});

describe('the same pooled client, checked out again', () => {
  it('is handed out as the same object, and counts only what this checkout wrote', async () => {
    const { pool } = fakePool();
    let writes = 0;
    const counting = countingWrites(pool, () => (writes += 1));
    const first = await counting.connect();
    await first.query('update tenants set remark = $1', ['']);
    first.release();
    const second = await counting.connect();
    expect(second).toBe(first);
    await second.query('select 1', []);
    second.release();
    expect(writes).toBe(1);
  });
});
