import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe } from 'vitest';
import { handlers } from '../../../src/mocks/handlers';
import { listConventionSuite } from '../../helpers/list-conformance';
import { mswListTarget } from '../../helpers/msw-list-target';

// `VITE_MOCK=1 npm run dev` showed "No Tenants found" beside "1-25 of 25": the lists must answer as the server does.
describe("the list convention, on the console's mocks (VITE_MOCK=1)", () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  listConventionSuite(() => mswListTarget);
});
