import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * An area's handler labels its audit event with the tenant's name inside the write's transaction.
 * On SQLite the transaction holds the one connection: a read that does not go through it waits for
 * the transaction that waits for it, and the request hangs with no error.
 */
describeApi("a tenant's name read inside a write's transaction", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is read through the transaction, and the transaction ends', async () => {
    const name = await t.app.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('tenants').set({ remark: 'labelled' }).where('tenant_id', '=', 1).execute();
      return t.app.repos.tenants.nameOf(1, trx);
    });
    expect(name).toBe('system');
    expect(await t.app.repos.tenants.nameOf(999_999)).toBeUndefined();
  });
});
