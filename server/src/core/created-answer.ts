import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { AppError, ErrorCode } from './errors.js';

/** The answer as it is kept: its `Location`, and the body before serialization. */
export interface KeptAnswer {
  location?: string;
  body: unknown;
}

/** A create's answer: its status (201 unless said), its `Location` if it has one, and its body. */
export interface CreatedAnswer extends KeptAnswer {
  statusCode?: number;
}

export const idempotencyKeyInFlight = () => new AppError(ErrorCode.IdempotencyKeyInFlight, 'idempotencyKeyInFlight', { field: 'Idempotency-Key' });

/**
 * Keeps a create's answer in the create's own transaction `trx` when it holds an
 * `Idempotency-Key`, so that the create and the answer its retries get commit together: a server
 * that dies after the commit leaves the answer kept, and one that dies before leaves nothing made.
 * A try whose key a retry took over (its hold ran out) is refused, and its create rolled back.
 * Every create that takes the header calls it as the last step of its transaction.
 */
export async function keepAnswerIn(request: FastifyRequest, trx: Kysely<Database>, answer: CreatedAnswer): Promise<CreatedAnswer> {
  const held = request.idempotency;
  if (!held) return answer;
  const kept: KeptAnswer = { ...(answer.location !== undefined && { location: answer.location }), body: answer.body };
  if (!(await request.server.repos.idempotency.answered(held, answer.statusCode ?? 201, JSON.stringify(kept), trx))) throw idempotencyKeyInFlight();
  held.answered = true;
  return answer;
}

/** Sends a create's answer as `keepAnswerIn` kept it. */
export function sendCreated(reply: FastifyReply, answer: CreatedAnswer): FastifyReply {
  reply.code(answer.statusCode ?? 201);
  if (answer.location !== undefined) reply.header('location', answer.location);
  return reply.send(answer.body);
}

