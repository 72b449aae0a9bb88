import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onResponseAsyncHookHandler, preHandlerAsyncHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER } from '../../core/contract.js';
import { idempotencyKeyInFlight, type KeptAnswer } from '../../core/created-answer.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import type { KeyHolder } from '../../modules/idempotency/idempotency-repository.js';

const HOUR_MS = 3600 * 1000;

/** A create holding its key: the caller it belongs to, the key and this try's id, set once the key is taken. */
export interface HeldKey extends KeyHolder {
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
    const taken = await keys.take(caller, key, operationId, hash, new Date(), request.server.config.idempotencyHoldMs);
    if (taken.taken) {
      request.idempotency = { caller, key, holder: taken.holder, answered: false };
      return;
    }
    const kept = await keys.find(caller, key);
    if (kept && (kept.operation !== operationId || kept.requestHash !== hash)) {
      throw new AppError(ErrorCode.IdempotencyKeyReused, 'idempotencyKeyReused', { field: 'Idempotency-Key' });
    }
    // The same request, still being answered (or let go between the two reads): early.
    if (!kept?.answer) throw idempotencyKeyInFlight();
    const answer = JSON.parse(kept.answer.body) as KeptAnswer;
    reply.code(kept.answer.statusCode).header('idempotency-replayed', 'true');
    if (answer.location !== undefined) reply.header('location', answer.location);
    return reply.send(answer.body);
  };

  const preSerialization = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotency;
    // A create keeps its success in its transaction (`keepAnswerIn`); a refusal is kept here.
    if (!held || held.answered || reply.statusCode >= 500) return payload;
    if (reply.statusCode < 300) request.log.error({ operationId }, 'A create answered without keeping its answer in its transaction (keepAnswerIn): a server dying now would let a retry make it again');
    const location = reply.getHeader('location');
    const kept: KeptAnswer = { ...(typeof location === 'string' && { location }), body: payload };
    held.answered = await request.server.repos.idempotency.answered(held, reply.statusCode, JSON.stringify(kept));
    return payload;
  };

  const onResponse = async (request: FastifyRequest) => {
    const held = request.idempotency;
    if (!held || held.answered) return;
    // No answer kept (a failure on the server's side, a connection lost): the next try runs.
    await request.server.repos.idempotency.release(held).catch((error: unknown) => request.log.warn({ err: error }, 'An Idempotency-Key could not be released; it frees itself in a day'));
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
