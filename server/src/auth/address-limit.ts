import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../core/errors.js';

/**
 * Refuses with 429 while the client address has used up its failed attempts (sign-in, a wrong
 * current password, a wrong code): guessing is slowed the same way wherever it is tried.
 */
export async function refuseWhileAddressLimited(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const retryAfter = await request.server.signInFailures.retryAfterSeconds(request.ip);
  if (retryAfter > 0) {
    reply.header('retry-after', retryAfter);
    throw new AppError(ErrorCode.TooManyRequests, 'tooManyRequests', { params: { seconds: retryAfter } });
  }
}
