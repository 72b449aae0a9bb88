import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { VERSION_LISTENER_NAME } from '../../../server/src/db/client.js';
import { toDbBoolean } from '../../../server/src/db/database.js';
import { VERSION_CHANNEL } from '../../../server/src/db/migrations/0017-version-notices.js';
import { describeApi, useTestApp, type Envelope } from '../../helpers/test-app.js';
import { expectSeenElsewhere, writeElsewhere } from '../../helpers/written-elsewhere.js';

// PostgreSQL alone hears notices on a connection (SQLite watches its file's directory, tested in
// file-notices.test.ts and through the server in the freshness suites), so the SQLite project does
// not run this file (vitest.config.ts): the server must keep showing writes made elsewhere whatever
// befalls the connection that hears them.
describeApi("the database's notices of writes made elsewhere", () => {
  const t = useTestApp();
  let id: number;
  const enabled = async () =>
    (
      await t.call<Envelope<Array<{ tenantId: number; enabled: boolean }>>>('listTenants', {
        token: t.admin,
        query: { sort: '["tenantId","DESC"]', range: '[0,4]', filter: '{}' },
      })
    ).body.data.find((tenant) => tenant.tenantId === id)?.enabled;
  const setEnabledElsewhere = (value: boolean) =>
    writeElsewhere(t, (other) => other.db.updateTable('tenants').set({ enabled: toDbBoolean(value) }).where('tenant_id', '=', id).execute());
  /** The server's listening connections to its own database. */
  const listeners = async () => {
    let pids: number[] = [];
    await writeElsewhere(t, async (other) => {
      const { rows } = await sql<{ pid: number }>`
        SELECT pid FROM pg_stat_activity WHERE application_name = ${VERSION_LISTENER_NAME} AND datname = current_database()`.execute(other.db);
      pids = rows.map((row) => row.pid);
    });
    return pids;
  };

  beforeAll(async () => {
    id = await t.createTenant('heard-elsewhere');
  });

  it('listens on one connection of its own, and shows a write made elsewhere', async () => {
    await expect.poll(listeners, { timeout: 5000 }).toHaveLength(1);
    expect(await enabled()).toBe(true);
    await setEnabledElsewhere(false);
    await expectSeenElsewhere(enabled, false);
  });

  it('keeps showing writes made elsewhere after its listening connection is cut, and listens anew', async () => {
    const [cut] = await listeners();
    await writeElsewhere(t, (other) => sql`SELECT pg_terminate_backend(${cut})`.execute(other.db));
    await setEnabledElsewhere(true);
    await expectSeenElsewhere(enabled, true);
    await expect.poll(async () => (await listeners()).filter((pid) => pid !== cut), { timeout: 10_000 }).toHaveLength(1);
    await setEnabledElsewhere(false);
    await expectSeenElsewhere(enabled, false);
  });

  it('takes no version from a notice: junk and forged ones make it read the database, nothing more', async () => {
    await writeElsewhere(t, async (other) => {
      for (const payload of ['data:not-a-number', 'data:', 'nonsense', 'principals:99999999999999999999', 'data:999999999999']) {
        await sql`SELECT pg_notify(${VERSION_CHANNEL}, ${payload})`.execute(other.db);
      }
    });
    expect(await enabled()).toBe(false);
    // A forged version ahead of the database's would, taken as a value, hide the next real write.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await enabled()).toBe(false);
    await setEnabledElsewhere(true);
    await expectSeenElsewhere(enabled, true);
  });
});
