import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/client.js';
import { toDbBoolean } from '../../../server/src/db/database.js';
import { describeApi, startTestApp, type TestApp } from '../../helpers/test-app.js';

interface ErrorBody {
  code: number;
}

// Callers are kept as read between writes (PrincipalCache): a write from anywhere must end that at once.
describeApi('who is calling stays current when another process writes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  /** Writes through a connection of its own, as a second server or psql would. */
  const elsewhere = async (write: (other: ReturnType<typeof openDatabase>) => Promise<unknown>) => {
    const other = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
    try {
      await write(other);
    } finally {
      await other.db.destroy();
    }
  };
  const me = async (token: string) => (await t.call<ErrorBody>('getCurrentUser', { token })).body;

  it('refuses a user disabled elsewhere on their very next call', async () => {
    await t.createTenant('fresh-user');
    const token = await t.login('fresh-user', 'fresh-user-password');
    expect((await me(token)).code).toBe(0);
    await elsewhere((other) => other.db.updateTable('users').set({ enabled: toDbBoolean(false) }).where('username', '=', 'fresh-user').execute());
    expect((await me(token)).code).toBe(40304);
  });

  it('refuses a user of a tenant disabled elsewhere on their very next call', async () => {
    const id = await t.createTenant('fresh-tenant');
    const token = await t.login('fresh-tenant', 'fresh-tenant-password');
    expect((await me(token)).code).toBe(0);
    await elsewhere((other) => other.db.updateTable('tenants').set({ enabled: toDbBoolean(false) }).where('tenant_id', '=', id).execute());
    expect((await me(token)).code).toBe(40301);
  });

  it('ends a session whose password was changed elsewhere on its very next call', async () => {
    await t.createTenant('fresh-session');
    const token = await t.login('fresh-session', 'fresh-session-password');
    expect((await me(token)).code).toBe(0);
    await elsewhere((other) =>
      other.db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('username', '=', 'fresh-session')
        .execute(),
    );
    expect((await me(token)).code).toBe(40103);
  });

});
