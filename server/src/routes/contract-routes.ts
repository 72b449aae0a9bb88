import type { FastifyPluginAsync, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { loadContract, rulesByOperation, withoutProse, type Contract } from '../core/contract.js';
import { AppError, ErrorCode } from '../core/errors.js';
import { handlers } from '../areas.js';
import { authenticate, requireCredentialCaller, resolveActingTenant } from '../plugins/app/auth.js';
import { idempotentCreate } from '../plugins/app/idempotency.js';

/**
 * Fastify validates a body only against the schema of the content type it arrived with,
 * so a request with no body at all would reach the handler unchecked.
 */
const requireBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) {
    throw new AppError(ErrorCode.MalformedJson, 'emptyJson', { field: 'body' });
  }
};

const lowerText = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * The calls that guess at or mail to accounts, limited per client address and the name tried
 * (like sign-in). The function picks the name out of the validated body.
 */
const RATE_LIMITED: Record<string, (body: Record<string, unknown>) => string> = {
  login: (body) => lowerText(body['username']),
  requestPasswordReset: (body) => lowerText(body['login']),
  checkPasswordResetLink: () => '',
  resetPassword: () => '',
  confirmEmailChange: () => '',
  signUp: () => '',
  checkSignUpLink: () => '',
  confirmSignUp: () => '',
  verifyOneTimeCode: () => '',
  // Each check asks DNS servers: as slow to repeat as a guess.
  verifyDomain: () => '',
};

const tooMany = (_request: unknown, context: { ttl: number }) =>
  new AppError(ErrorCode.TooManyRequests, 'tooManyRequests', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } });

/**
 * Each API token's one budget of calls a minute, across every operation, shared by every server
 * through Redis when it is set; calls made in a session are not counted here. Made once and run
 * on every authenticated route: a limit in each route's own configuration would keep a counter per
 * route, so a token calling many operations would get many budgets.
 */
function perApiToken(max: number) {
  return {
    max,
    timeWindow: 60_000,
    allowList: (request: FastifyRequest) => request.apiToken === null,
    keyGenerator: (request: FastifyRequest) => `api-token:${request.apiToken?.tokenId ?? 0}`,
    errorResponseBuilder: tooMany,
  };
}

/**
 * Routes, validation and response schemas come from `openapi/` through fastify-openapi-glue;
 * this file only attaches each operation's handler, its security and its rate limit.
 */
const contractRoutes: FastifyPluginAsync = async (app) => {
  const contract = loadContract();
  const rules = rulesByOperation(contract);
  const { loginRateLimit } = app.config;

  // After authentication has named the token, on every route that takes one.
  const tokenBudget = app.rateLimit(perApiToken(app.config.apiTokenRateLimit));

  const operationResolver = (operationId: string): Partial<RouteOptions> => {
    const handler = handlers[operationId];
    if (!handler) throw new Error(`The contract's operation '${operationId}' has no handler`);
    const { security = [], bodyRequired = false, credential, accountParameter, idempotent = false, bodyLimit, openBefore } = rules.get(operationId) ?? {};
    // The operation's name goes with the route, for the metrics and whoever else asks which call this is.
    const route: Partial<RouteOptions> = { handler, config: { operationId } };
    // A batch takes more than one record's body; no operation takes less than the setting allows.
    if (bodyLimit !== undefined && bodyLimit > app.config.bodyLimitBytes) route.bodyLimit = bodyLimit;
    if (security.length > 0) {
      // One scheme (bearerAuth) is defined; its scopes are the roles the operation needs.
      const scopes = security.flatMap((requirement) => Object.values(requirement).flat());
      route.onRequest = authenticate(scopes, { openBefore });
      // A kind of credential that may never make the call is refused before the tenant it names is
      // looked up: the answer is the same 403 whichever tenant, existing or not, it names.
      route.preHandler = [tokenBudget, ...(credential ? [requireCredentialCaller(credential, accountParameter)] : []), resolveActingTenant];
      if (idempotent) {
        // Last, once the caller and the tenant are known: a refused call takes no key.
        const { preHandler, preSerialization, onResponse } = idempotentCreate(operationId);
        route.preHandler.push(preHandler);
        route.preSerialization = preSerialization;
        route.onResponse = onResponse;
      }
    } else if (credential) {
      throw new Error(`The contract marks '${operationId}' x-credential, but it needs no sign-in`);
    } else if (idempotent) {
      throw new Error(`The contract lets '${operationId}' take an Idempotency-Key, but it needs no sign-in: whose key would it be?`);
    }
    if (bodyRequired) route.preValidation = requireBody;
    const limitKey = RATE_LIMITED[operationId];
    if (limitKey) {
      route.config = {
        operationId,
        rateLimit: {
          max: loginRateLimit.max,
          timeWindow: loginRateLimit.windowMs,
          // After validation, so the key can hold the name being tried.
          hook: 'preHandler',
          keyGenerator: (request) => `${operationId}:${request.ip}:${limitKey((request.body ?? {}) as Record<string, unknown>)}`,
          errorResponseBuilder: tooMany,
        },
      };
    }
    return route;
  };

  const unhandled = [...rules.keys()].filter((operationId) => !(operationId in handlers));
  if (unhandled.length > 0) throw new Error(`Operations without a handler: ${unhandled.join(', ')}`);

  await app.register(openapiGlue, {
    specification: withoutProse(contract) as Contract,
    // The resolver may return route options; the published types only admit a handler.
    operationResolver: operationResolver as unknown as NonNullable<
      Parameters<typeof openapiGlue>[1]['operationResolver']
    >,
  });
};

export default contractRoutes;
