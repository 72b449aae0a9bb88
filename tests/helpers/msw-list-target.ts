import type { ListResponse, ListTarget } from './list-conformance.js';

/** Where the console's requests go under `VITE_MOCK=1`: msw answers them, nothing listens there. */
export const MSW_ORIGIN = 'http://console.test/api';

/** The conformance suite's target on the console's mocks (msw, listening in this process). */
export const mswListTarget: ListTarget = {
  get: async (path, query = {}, headers = {}): Promise<ListResponse> => {
    const search = new URLSearchParams(query).toString();
    const response = await fetch(`${MSW_ORIGIN}${path}${search ? `?${search}` : ''}`, { headers: { authorization: 'Bearer any-token', ...headers } });
    return { status: response.status, contentRange: response.headers.get('content-range') ?? undefined, body: (await response.json()) as ListResponse['body'] };
  },
  getText: async (path, query = {}) => {
    const response = await fetch(`${MSW_ORIGIN}${path}?${new URLSearchParams(query)}`, { headers: { authorization: 'Bearer any-token' } });
    return { status: response.status, contentType: response.headers.get('content-type') ?? undefined, text: await response.text() };
  },
};
