import { afterAll, beforeAll } from 'vitest';
import { setUpWorld, type World } from './principals.js';
import { HardeningServer } from './server.js';

export interface Fixture {
  server: HardeningServer;
  world: World;
  adminToken: string;
}

/**
 * For one describe block: a built server seeded with `tenants` demo tenants and its world of
 * principals, ready in `beforeAll`, stopped and its database dropped in `afterAll`.
 */
export function useServerWithWorld(tenants: number): Fixture {
  const fixture = {} as Fixture;
  beforeAll(async () => {
    fixture.server = await HardeningServer.create({ tenants });
    fixture.world = await setUpWorld(fixture.server);
    fixture.adminToken = fixture.world.principals.find((p) => p.isAdmin)?.token ?? '';
  });
  afterAll(async () => fixture.server?.close());
  return fixture;
}
