import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, dialect, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

// Usernames whose order by bytes (- . digits _ letters) and by an English locale (_ - . digits
// letters, or punctuation ignored) disagree.
const NAMES = ['ord_a', 'ORDY', 'ord.c', 'ord9', 'ord-b', 'ordz', 'ord-a9'];
const IN_BYTE_ORDER = ['ord-a9', 'ord-b', 'ord.c', 'ord9', 'ord_a', 'ORDY', 'ordz'];

describeApi('tenants sorted by username: the bytes of the lowercased name, whatever the database locale', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // On PostgreSQL the test database compares text the English way, as many installations do.
    t = await startTestApp({}, { databaseLocale: 'en-US' });
    if (dialect === 'postgres') {
      const { rows } = await sql<{ english: boolean }>`SELECT 'ord_a' < 'ord-a9' AS english`.execute(t.app.database.db);
      expect(rows[0]?.english, 'the database compares text by its locale, not by bytes').toBe(true);
    }
    token = await t.adminToken();
    for (const name of NAMES) await t.createTenant(name);
  });
  afterAll(async () => t.close());

  const usernames = async (sort: 'ASC' | 'DESC', filter: Record<string, unknown>) => {
    const response = await t.call<Envelope<{ username: string }[]>>('listTenants', {
      token,
      query: { sort: JSON.stringify(['username', sort]), range: '[0,99]', filter: JSON.stringify(filter) },
    });
    expect(response.status).toBe(200);
    return response.body.data.map((tenant) => tenant.username);
  };

  it.each([
    ['every tenant', {}],
    ['a search through the trigram index', { q: 'ord' }],
    ['a search of two characters, by the start of the name', { q: 'OR' }],
    ['a status filter', { enabled: true }],
  ])('in %s, both ways', async (_, filter) => {
    const ascending = (await usernames('ASC', filter)).filter((name) => NAMES.includes(name));
    expect(ascending).toEqual(IN_BYTE_ORDER);
    const descending = (await usernames('DESC', filter)).filter((name) => NAMES.includes(name));
    expect(descending).toEqual([...IN_BYTE_ORDER].reverse());
  });
});
