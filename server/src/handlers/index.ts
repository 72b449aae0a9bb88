import type { RouteHandlerMethod } from 'fastify';
import * as auditEvents from './audit-events.js';
import * as auth from './auth.js';
import * as tenants from './tenants.js';
import * as users from './users.js';

/** Every contract operation's handler, by operationId. */
export const handlers: Record<string, RouteHandlerMethod> = {
  // Handlers declare the request shape the contract validated; Fastify's generic default differs.
  ...(auth as unknown as Record<string, RouteHandlerMethod>),
  ...(tenants as unknown as Record<string, RouteHandlerMethod>),
  ...(users as unknown as Record<string, RouteHandlerMethod>),
  ...(auditEvents as unknown as Record<string, RouteHandlerMethod>),
};
