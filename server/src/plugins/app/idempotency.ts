import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onResponseAsyncHookHandler, preHandlerAsyncHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER } from '../../core/contract.js';
import { AppError, ErrorCode } from '../../core/errors.js';

const HOUR_MS = 3600 * 1000;

/** A create holding its key: the caller it belongs to and the key, set once the key is taken. */
export interface HeldKey {
  caller: string;
  key: string;
  answered: boolean;
}

/**
 * Whose key it is: the API token's, or the person's (every session of theirs shares it); an
 * administrator acting as an owner has keys apart from the owner's, as the audit log names them apart.
 */
function callerOf(request: FastifyRequest): string {
  if (request.apiToken) return `token:${request.apiToken.tokenId}`;
  const acting = request.session?.impersonator;
  return `user:${request.principal?.userId ?? 0}${acting ? `:acting:${acting.userId}` : ''}`;
}

/** The request as a retry must repeat it: its call, its address (ids in the path), the tenant it acts in, and its body. */
function requestHash(request: FastifyRequest): string {
  const described = JSON.stringify([request.method, request.url.split('?')[0], request.actingTenant?.tenantId ?? null, request.body ?? null]);
  return createHash('sha256').update(described).digest('hex');
}

/** The answer as it is kept: its status, its `Location`, and the body before serialization. */
interface KeptAnswer {
  location?: string;
  body: unknown;
}

/**
 * The route hooks of a create that takes an `Idempotency-Key` (the contract says which): the key
 * is taken before the create runs; sent again, the create's first answer is sent again (with
 * `Idempotency-Replayed: true`), or refused when the key went with another request (422) or its
 * first request is still being answered (409). An answer of 5xx keeps nothing.
 */
export function idempotentCreate(operationId: string): {
  preHandler: preHandlerAsyncHookHandler;
  preSerialization: preSerializationAsyncHookHandler<unknown>;
  onResponse: onResponseAsyncHookHandler;
} {
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string') return;
    const keys = request.server.repos.idempotency;
    const caller = callerOf(request);
    const hash = requestHash(request);
    if (await keys.take(caller, key, operationId, hash, new Date())) {
      request.idempotency = { caller, key, answered: false };
      return;
    }
    const kept = await keys.find(caller, key);
    // While the key's first request is being answered, whatever this one is, it is early.
    if (!kept?.answer) throw new AppError(ErrorCode.IdempotencyKeyInFlight, 'idempotencyKeyInFlight', { field: 'Idempotency-Key' });
    if (kept.operation !== operationId || kept.requestHash !== hash) {
      throw new AppError(ErrorCode.IdempotencyKeyReused, 'idempotencyKeyReused', { field: 'Idempotency-Key' });
    }
    const answer = JSON.parse(kept.answer.body) as KeptAnswer;
    reply.code(kept.answer.statusCode).header('idempotency-replayed', 'true');
    if (answer.location !== undefined) reply.header('location', answer.location);
    return reply.send(answer.body);
  };

  const preSerialization = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotency;
    if (!held || reply.statusCode >= 500) return payload;
    const location = reply.getHeader('location');
    const kept: KeptAnswer = { ...(typeof location === 'string' && { location }), body: payload };
    await request.server.repos.idempotency.answered(held.caller, held.key, reply.statusCode, JSON.stringify(kept));
    held.answered = true;
    return payload;
  };

  const onResponse = async (request: FastifyRequest) => {
    const held = request.idempotency;
    if (!held || held.answered) return;
    // No answer kept (a failure on the server's side, a connection lost): the next try runs.
    await request.server.repos.idempotency.release(held.caller, held.key).catch((error: unknown) => request.log.warn({ err: error }, 'An Idempotency-Key could not be released; it frees itself in a day'));
  };

  return { preHandler, preSerialization, onResponse };
}

/** Keys older than a day are forgotten, hourly. */
export default fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    const purge = async () => {
      try {
        await app.repos.idempotency.purgeExpired(new Date());
      } catch (error) {
        app.log.warn({ err: error }, 'Old Idempotency-Keys could not be forgotten; the next hour tries again');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void purge(), HOUR_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['database'] },
);
