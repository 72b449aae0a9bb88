import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/src/db/availability.js';
import type { TenantRepository } from '../../../server/src/modules/tenants/tenant-repository.js';
import type { UserRepository } from '../../../server/src/modules/users/user-repository.js';
import { ensureFirstAdmin } from '../../../server/src/store/bootstrap.js';

const duplicate = () => Object.assign(new Error('duplicate key value violates unique constraint "users_username_key"'), { code: '23505' });

describe('several servers started at once on one empty database', () => {
  it('the one that loses the race for the first administrator starts without creating one', async () => {
    let users = 0;
    const tenants = {
      findIdByUsername: async () => 1,
      create: async () => 1,
    } as unknown as TenantRepository;
    const userRepo = {
      count: async () => users,
      // Another server's insert lands between this one's count and its own insert.
      create: async () => {
        users = 1;
        throw duplicate();
      },
    } as unknown as UserRepository;
    await expect(ensureFirstAdmin({ tenants, users: userRepo }, { adminUsername: 'admin', adminPassword: 'password-1' })).resolves.toEqual({});
  });

  it('a standby reached after a failover (read-only transaction, 25006) is the database being unavailable, not a fault', () => {
    const readOnly = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });
    expect(isDatabaseUnavailable(readOnly)).toBe(true);
  });
});
