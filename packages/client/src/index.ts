// Tenant Console's typed client: every operation of the contract as a function, its models as
// types, and zod schemas of every body, over the contract's one HTTP layer, configured by
// `configureClient`. `src/contract` is the repository's contract/ folder, built into this package.
export * from './contract/functions/audit/audit.js';
export * from './contract/functions/auth/auth.js';
export * from './contract/functions/domains/domains.js';
export * from './contract/functions/tenants/tenants.js';
export * from './contract/functions/users/users.js';
export * from './contract/model/index.js';
export * as schemas from './schemas.js';
export { ApiError as TenantConsoleError, configureClient, parseContentRange } from './contract/http/index.js';
export type { AxiosLike, CallOptions, ClientOptions, Provided, ResponseSeen, Unwrapped } from './contract/http/index.js';
