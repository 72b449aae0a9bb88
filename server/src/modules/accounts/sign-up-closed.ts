import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../core/errors.js';

/** With `SIGNUP=off` (now, whatever it was when a link was mailed) nothing about a sign-up is looked at. */
export function refuseWhenClosed(request: FastifyRequest): void {
  if (request.server.config.signUp === 'off') throw new AppError(ErrorCode.SignUpClosed, 'signUpClosed');
}
