import type { FastifyInstance } from 'fastify';
import { newResetToken, resetTokenHash } from '../../auth/link-token.js';
import { sendAfterCommit } from '../../core/mail/send-after-commit.js';
import { existingAccountMail, signUpLinkMail } from './sign-up-mail.js';
import { SIGN_UP_PAGE_PATH, SIGN_UP_LINK_KEPT_MS, SIGN_UP_LINK_TTL_HOURS, SIGN_UP_LINK_TTL_MS } from './sign-up-link.js';
import type { QueuedSignUp } from './sign-up-request-repository.js';

/** The account the request's email belongs to already, if any. */
async function accountWithEmail(server: FastifyInstance, email: string): Promise<{ username: string } | undefined> {
  // Usernames have no "@", so the login that matches an email matches it by its email.
  const account = await server.areas.users.findByLogin(email);
  return account?.email?.toLowerCase() === email.toLowerCase() ? account : undefined;
}

/**
 * The work of one sign-up request after its answer. An email that has an account gets a mail
 * naming it, and the request goes with nothing created; any other gets a link that finishes the
 * sign-up. Each request is taken by one server: the one whose claim changes its row.
 */
export async function fulfilSignUpRequest(server: FastifyInstance, waiting: QueuedSignUp): Promise<void> {
  const { repos, config } = server;
  const account = await accountWithEmail(server, waiting.email);
  if (account) {
    if (!(await repos.signUpRequests.drop(waiting.signUpRequestId))) return;
    const mail = existingAccountMail(waiting.language, waiting.email, account, `${config.publicUrl}/forgot-password`);
    await sendAfterCommit(server, mail, 'Sign-up mail', { username: account.username, existingAccount: true });
    return;
  }
  const token = newResetToken();
  const expiresAt = new Date(Date.now() + SIGN_UP_LINK_TTL_MS).toISOString();
  if (!(await repos.signUpRequests.link(waiting.signUpRequestId, resetTokenHash(token), expiresAt))) return;
  const link = `${config.publicUrl}${SIGN_UP_PAGE_PATH}?token=${token}`;
  await sendAfterCommit(server, signUpLinkMail(waiting.language, waiting, link, SIGN_UP_LINK_TTL_HOURS), 'Sign-up mail', { tenantName: waiting.tenantName, username: waiting.username });
}

/** Every sign-up request waiting, oldest first, until none is left; then what expired links no longer need goes. */
export async function fulfilWaitingSignUpRequests(server: FastifyInstance): Promise<void> {
  const { signUpRequests } = server.repos;
  for (let batch = await signUpRequests.waiting(); batch.length > 0; batch = await signUpRequests.waiting()) {
    for (const waiting of batch) await fulfilSignUpRequest(server, waiting);
  }
  await signUpRequests.forgetExpired(new Date(), SIGN_UP_LINK_KEPT_MS);
}
