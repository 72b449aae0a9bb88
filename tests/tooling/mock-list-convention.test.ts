import { afterAll, beforeAll, describe } from 'vitest';
import { listConventionSuite, type ListResponse, type ListTarget } from '../helpers/list-conformance.js';
import { startMock, type MockProcess } from '../helpers/mock-process.js';

/** Another team's paging tests must pass against the mock exactly when they pass against the server. */
describe('the list convention, on the mock server (npm run mock)', () => {
  let mock: MockProcess;

  beforeAll(async () => {
    mock = await startMock();
  }, 90_000);
  afterAll(() => mock.child.kill('SIGTERM'));

  const target: ListTarget = {
    get: async (path, query = {}, headers = {}): Promise<ListResponse> => {
      const search = new URLSearchParams(query).toString();
      const response = await fetch(`${mock.url}${path}${search ? `?${search}` : ''}`, { headers: { authorization: 'Bearer any-token', ...headers } });
      return { status: response.status, contentRange: response.headers.get('content-range') ?? undefined, body: (await response.json()) as ListResponse['body'] };
    },
    getText: async (path, query = {}) => {
      const response = await fetch(`${mock.url}${path}?${new URLSearchParams(query)}`, { headers: { authorization: 'Bearer any-token' } });
      return { status: response.status, contentType: response.headers.get('content-type') ?? undefined, text: await response.text() };
    },
  };
  listConventionSuite(() => target);
});
