import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const testDatabaseUrl = process.env['TEST_DATABASE_URL'];

/**
 * A fresh, empty database on the server `serverUrl` points at (the test server by default), for one
 * test file or benchmark run; dropped by the returned function. `icuLocale` makes its text compare
 * by that locale (say `en-US`) rather than the server's default.
 */
export async function createTemporaryDatabase(
  serverUrl: string | undefined = testDatabaseUrl,
  options: { icuLocale?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tenant_console_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const locale = options.icuLocale === undefined ? '' : ` TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE ${pg.escapeLiteral(options.icuLocale)}`;
    await admin.query(`CREATE DATABASE ${name}${locale}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
