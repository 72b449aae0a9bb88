// The zod schemas of every operation's parameters and bodies, one module per tag of the contract.
export * from './generated/zod/audit/audit.zod.js';
export * from './generated/zod/auth/auth.zod.js';
export * from './generated/zod/domains/domains.zod.js';
export * from './generated/zod/tenants/tenants.zod.js';
export * from './generated/zod/users/users.zod.js';
