// Tenant Console's typed client: every operation of the contract as a function, its models as
// types, and zod schemas of every body, over an HTTP layer configured by `configureClient`.
export * from './generated/api/api.js';
export * as schemas from './generated/zod/schemas.js';
export { configureClient, parseContentRange, TenantConsoleError } from './http.js';
export type { AxiosLike, CallOptions, ClientOptions, Provided, Unwrapped } from './http.js';
