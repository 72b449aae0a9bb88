import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.js';

describe('server settings', () => {
  it('defaults to 127.0.0.1:8080 with SQLite in ./data', () => {
    const config = loadConfig({}, '/srv/console');
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, dataDir: '/srv/console/data', adminUsername: 'admin' });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/console',
        DATABASE_URL: 'postgres://db.internal/console',
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'long-enough',
        JWT_SECRET: 's'.repeat(32),
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/console',
      databaseUrl: 'postgres://db.internal/console',
      adminUsername: 'root',
      adminPassword: 'long-enough',
      jwtSecret: 's'.repeat(32),
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ DATABASE_URL: 'mysql://db/console' }, /DATABASE_URL must start with/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 8 characters/],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
