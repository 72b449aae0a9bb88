import type { SignUpRequest } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkNewPassword } from '../../auth/new-password.js';
import { hashPassword } from '../../auth/passwords.js';
import { catalogOf } from '../../core/i18n/catalog.js';
import { ok } from '../../core/envelope.js';
import { messages } from './messages.js';
import { refuseWhenClosed } from './sign-up-closed.js';
import { SIGN_UP_LINK_TTL_HOURS } from './sign-up-link.js';

/** This area's words, for the answers that carry a sentence. */
const words = catalogOf(messages);

/** How long after its answer a sign-up request is worked on, as a password reset request is. */
const WORK_AFTER_ANSWER_MS = 20;

export async function getSignUpPolicy(request: FastifyRequest) {
  return ok({ mode: request.server.config.signUp });
}

/**
 * The same answer, after the same work, whatever is taken: the request is checked for its shape
 * alone, written as asked (its password hashed), then answered. Whether its email has an account,
 * its link and its mail come after the answer (`fulfilSignUpRequest` in `sign-up-fulfilment.ts`),
 * so neither the answer nor its time tells who has an account here, and a stop right after it
 * loses nothing: the next start finds the request still waiting.
 *
 * No audit event: nothing exists yet to record it against, and the request changes nothing
 * anyone has. The sign-up its link confirms is the event (`tenant.signedUp`).
 */
export async function signUp(request: FastifyRequest<{ Body: SignUpRequest }>, reply: FastifyReply) {
  refuseWhenClosed(request);
  const { tenantName, username, email, password } = request.body;
  // A tenant signing up has no policy of its own yet: the instance's holds.
  checkNewPassword(password, username, 'password', request.server.config.instancePolicy);
  const { repos, signUpRequests } = request.server;
  const passwordHash = await hashPassword(password);
  await repos.signUpRequests.enqueue({ tenantName, username, email, passwordHash, language: request.language }, new Date().toISOString());
  // A moment after the answer is out, so that even a client on this machine has it before the
  // work's CPU time (the lookup, the link, composing the mail) could delay its reading of it.
  reply.raw.once('finish', () => setTimeout(() => signUpRequests.kick(), WORK_AFTER_ANSWER_MS).unref());
  return reply.code(202).send({ code: 0, message: words.translate(request.language, 'signUpRequested', { email, hours: SIGN_UP_LINK_TTL_HOURS }), data: null });
}
