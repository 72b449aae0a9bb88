import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/src/db/availability.js';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client.js';
import { migrateToLatest } from '../../../server/src/db/migrate.js';
import { createTemporaryDatabase } from '../../helpers/postgres.js';
import { describeApi } from '../../helpers/test-app.js';

// A failover or a kill ends the database's side of every connection. One the pool holds idle is
// dropped by it; one checked out for a transaction hears it between two statements, with no
// query to fail: that must not end the process, and its next statement must be a 503.
describeApi('a connection the database ends while it is checked out', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  const broken: Error[] = [];

  beforeAll(async () => {
    database = await createTemporaryDatabase();
    handle = openDatabase({ databaseUrl: database.url, dataDir: '' }, (error) => broken.push(error));
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await database?.drop();
  });

  it('is reported, not thrown at the process, and its next statement fails as the database being unavailable', async () => {
    const failure = await handle.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        try {
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        } finally {
          await admin.end();
        }
        // The end arrives while no statement is running on the connection.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(broken.length).toBeGreaterThan(0);
    // The pool dropped the broken connection: the next statement works on a new one.
    expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
  });
});
