// Tenant Console's typed client: every operation of the contract as a function, its models as
// types, and zod schemas of every body, over the contract's one HTTP layer, configured by
// `configureClient`. `src/generated` and `src/api` are the repository's, built into this package.
export * from './generated/functions/audit/audit.js';
export * from './generated/functions/auth/auth.js';
export * from './generated/functions/domains/domains.js';
export * from './generated/functions/tenants/tenants.js';
export * from './generated/functions/users/users.js';
export * from './generated/model/index.js';
export * as schemas from './schemas.js';
export { ApiError as TenantConsoleError, configureClient, parseContentRange } from './api/index.js';
export type { AxiosLike, CallOptions, ClientOptions, Provided, ResponseSeen, Unwrapped } from './api/index.js';
