import type { RouteHandlerMethod } from 'fastify';
import * as auditEvents from './audit-events.js';
import * as auth from './auth.js';
import * as domains from './domains.js';
import * as password from './password.js';
import * as passwordReset from './password-reset.js';
import * as sessions from './sessions.js';
import * as signUp from './sign-up.js';
import * as tenants from './tenants.js';
import * as twoFactor from './two-factor.js';
import * as users from './users.js';

/** Every contract operation's handler, by operationId. */
export const handlers: Record<string, RouteHandlerMethod> = {
  // Handlers declare the request shape the contract validated; Fastify's generic default differs.
  ...(auth as unknown as Record<string, RouteHandlerMethod>),
  ...(tenants as unknown as Record<string, RouteHandlerMethod>),
  ...(users as unknown as Record<string, RouteHandlerMethod>),
  ...(auditEvents as unknown as Record<string, RouteHandlerMethod>),
  ...(password as unknown as Record<string, RouteHandlerMethod>),
  ...(passwordReset as unknown as Record<string, RouteHandlerMethod>),
  ...(signUp as unknown as Record<string, RouteHandlerMethod>),
  ...(sessions as unknown as Record<string, RouteHandlerMethod>),
  ...(twoFactor as unknown as Record<string, RouteHandlerMethod>),
  ...(domains as unknown as Record<string, RouteHandlerMethod>),
};
