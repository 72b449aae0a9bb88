import type { FastifyInstance } from 'fastify';
import { newResetToken, RESET_LINK_TTL_MS, resetTokenHash } from '../../auth/link-token.js';
import { passwordResetMail } from './reset-mail.js';
import type { ResetRequest } from './reset-request-repository.js';
import type { Credentials } from '../../auth/principal.js';

/** A reset link's account may get one only when it can sign in with the new password afterwards. */
function mayReset(account: Credentials | undefined): account is Credentials & { email: string } {
  return account !== undefined && account.email !== null && account.enabled && account.tenantEnabled && !account.isService;
}

/** The work of one reset request after its answer: a link and its event when an account may get one, then the mail. */
export async function fulfilResetRequest(server: FastifyInstance, waiting: ResetRequest): Promise<void> {
  const { repos, database, mailer, config, log } = server;
  const account = await repos.users.findByLogin(waiting.login);
  const token = newResetToken();
  const now = new Date();
  const linked = await database.db.transaction().execute(async (trx) => {
    // Taken off the queue in the transaction of its link: done once, by one server.
    if (!(await repos.resetRequests.claim(waiting.resetRequestId, trx)) || !mayReset(account)) return undefined;
    await repos.resetLinks.create(account.userId, resetTokenHash(token), now.toISOString(), new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(), trx);
    await repos.audit.record(
      {
        at: waiting.requestedAt,
        action: 'user.passwordResetRequested',
        actor: { userId: null, username: account.username, isAdmin: false },
        tenantId: account.tenantId,
        target: { type: 'user', id: String(account.userId), label: account.username },
        changes: {},
        requestId: waiting.requestId,
        clientAddress: waiting.clientAddress,
        userAgent: waiting.userAgent,
      },
      trx,
    );
    return account;
  });
  if (!linked) return;
  const link = `${config.publicUrl}/forgot-password?token=${token}`;
  try {
    const { outboxFile } = await mailer.send(passwordResetMail(waiting.language, linked.email, linked.username, link));
    // Without SMTP the outbox is the only way the link leaves the machine. The log names the file
    // that holds it, not the link: log lines travel to collectors and terminals that more people
    // read, while the file is readable by the server's user only, as the link's power asks.
    if (outboxFile !== undefined) log.info({ username: linked.username, file: outboxFile }, 'Password reset mail written to the outbox');
  } catch (error) {
    log.error({ err: error, username: linked.username }, 'The password reset mail could not be sent');
  }
}

/** Every reset request waiting, oldest first, until none is left. */
export async function fulfilWaitingResetRequests(server: FastifyInstance): Promise<void> {
  for (let batch = await server.repos.resetRequests.waiting(); batch.length > 0; batch = await server.repos.resetRequests.waiting()) {
    for (const waiting of batch) await fulfilResetRequest(server, waiting);
  }
}
