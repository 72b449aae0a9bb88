// Written by scripts/mock-index.mjs after orval: every tag's msw mocks.
export * from './api-tokens/api-tokens.msw.js';
export * from './attributes/attributes.msw.js';
export * from './audit/audit.msw.js';
export * from './auth/auth.msw.js';
export * from './domains/domains.msw.js';
export * from './tenants/tenants.msw.js';
export * from './users/users.msw.js';
export * from './webhooks/webhooks.msw.js';
