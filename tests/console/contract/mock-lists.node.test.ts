import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe } from 'vitest';
import { handlers } from '../../../src/mocks/handlers';
import { listConventionSuite, type ListResponse, type ListTarget } from '../../helpers/list-conformance';

/** Where the console's requests go under `VITE_MOCK=1`: msw answers them, nothing listens there. */
const ORIGIN = 'http://console.test/api';

// `VITE_MOCK=1 npm run dev` showed "No Tenants found" beside "1-25 of 25": the lists must answer as the server does.
describe("the list convention, on the console's mocks (VITE_MOCK=1)", () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const target: ListTarget = {
    get: async (path, query = {}, headers = {}): Promise<ListResponse> => {
      const search = new URLSearchParams(query).toString();
      const response = await fetch(`${ORIGIN}${path}${search ? `?${search}` : ''}`, { headers: { authorization: 'Bearer any-token', ...headers } });
      return { status: response.status, contentRange: response.headers.get('content-range') ?? undefined, body: (await response.json()) as ListResponse['body'] };
    },
    getText: async (path, query = {}) => {
      const response = await fetch(`${ORIGIN}${path}?${new URLSearchParams(query)}`, { headers: { authorization: 'Bearer any-token' } });
      return { status: response.status, contentType: response.headers.get('content-type') ?? undefined, text: await response.text() };
    },
  };
  listConventionSuite(() => target);
});
