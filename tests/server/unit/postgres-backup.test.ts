import { describe, expect, it } from 'vitest';
import { pgEnvironment } from '../../../server/src/db/postgres-backup.js';

describe("pg_dump's settings from DATABASE_URL", () => {
  it('hands the password over in the environment, decoded, with the host, port, user and database', () => {
    expect(pgEnvironment('postgres://console%40ops:p%40ss%2Fword@db.example.com:6543/tenant_console')).toEqual({
      PGHOST: 'db.example.com',
      PGPORT: '6543',
      PGUSER: 'console@ops',
      PGPASSWORD: 'p@ss/word',
      PGDATABASE: 'tenant_console',
    });
  });

  it('keeps an IPv6 host without its brackets, and the TLS settings the URL carries under their libpq names', () => {
    expect(pgEnvironment('postgresql://console@[2001:db8::5]/console?sslmode=verify-full&sslrootcert=/etc/ssl/db.pem&unknown=1')).toEqual({
      PGHOST: '2001:db8::5',
      PGUSER: 'console',
      PGDATABASE: 'console',
      PGSSLMODE: 'verify-full',
      PGSSLROOTCERT: '/etc/ssl/db.pem',
    });
  });
});
