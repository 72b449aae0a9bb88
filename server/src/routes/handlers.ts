import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import * as auditEvents from '../modules/audit/handlers.js';
import * as auth from '../modules/accounts/sign-in.js';
import * as domains from '../modules/domains/handlers.js';
import * as password from '../modules/accounts/password.js';
import * as passwordReset from '../modules/accounts/password-reset.js';
import * as sessions from '../modules/sessions/handlers.js';
import * as signUp from '../modules/accounts/sign-up.js';
import * as tenants from '../modules/tenants/handlers.js';
import * as twoFactor from '../modules/accounts/two-factor.js';
import * as users from '../modules/users/handlers.js';

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
