import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
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

/**
 * A contract operation's handler. It declares the request shape the contract validated before it
 * runs (`FastifyRequest<{ Body: LoginRequest }>`), where Fastify passes its default request (body
 * `unknown`). Declared as a method, its parameter is compared both ways, so such a handler fits.
 */
type OperationHandler = {
  handle(request: FastifyRequest, reply: FastifyReply): unknown;
}['handle'];

/** A module's exported handlers, by operationId. */
type OperationHandlers = Record<string, OperationHandler>;

const byOperationId: OperationHandlers = {
  ...auth,
  ...tenants,
  ...users,
  ...auditEvents,
  ...password,
  ...passwordReset,
  ...signUp,
  ...sessions,
  ...twoFactor,
  ...domains,
};

/** Every contract operation's handler, by operationId. */
export const handlers: Record<string, RouteHandlerMethod> = byOperationId;
