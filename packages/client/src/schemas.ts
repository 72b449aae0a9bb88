// The zod schemas of every operation's parameters and bodies, one module per tag of the contract.
export * from './contract/zod/audit/audit.zod.js';
export * from './contract/zod/auth/auth.zod.js';
export * from './contract/zod/domains/domains.zod.js';
export * from './contract/zod/tenants/tenants.zod.js';
export * from './contract/zod/users/users.zod.js';
