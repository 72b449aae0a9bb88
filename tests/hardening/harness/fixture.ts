import { afterAll, beforeAll } from 'vitest';
import { renewIfEnded, setUpWorld, type Principal, type World } from './principals.js';
import { HardeningServer } from './server.js';

export interface Fixture {
  server: HardeningServer;
  world: World;
  /** The administrator's token as it is now (renewed when a call of theirs ended their session). */
  readonly adminToken: string;
  /** Signs `principal` in again if a call of theirs ended their session. */
  renew(principal: Principal): Promise<boolean>;
}

/**
 * For one describe block: a built server seeded with `tenants` demo tenants and its world of
 * principals, ready in `beforeAll`, stopped and its database dropped in `afterAll`.
 */
export function useServerWithWorld(tenants: number): Fixture {
  const state: { server?: HardeningServer; world?: World } = {};
  const fixture: Fixture = {
    get server() {
      if (!state.server) throw new Error('The server is not up yet');
      return state.server;
    },
    get world() {
      if (!state.world) throw new Error('The world is not set up yet');
      return state.world;
    },
    get adminToken() {
      return fixture.world.principals.find((p) => p.isAdmin)?.token ?? '';
    },
    renew: (principal) => renewIfEnded(fixture.server, principal),
  };
  beforeAll(async () => {
    state.server = await HardeningServer.create({ tenants });
    state.world = await setUpWorld(state.server);
  });
  afterAll(async () => state.server?.close());
  return fixture;
}
