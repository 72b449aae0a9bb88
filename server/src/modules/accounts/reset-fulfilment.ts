import type { FastifyInstance } from 'fastify';
import { newResetToken, RESET_LINK_TTL_MS, resetTokenHash } from '../../auth/link-token.js';
import { passwordResetMail } from './reset-mail.js';
import type { ResetRequest } from './reset-request-repository.js';
import type { Credentials } from '../../auth/principal.js';
import { recordEvent } from '../../core/audit/record-event.js';

/** A reset link's account may get one only when it can sign in with the new password afterwards. */
function mayReset(account: Credentials | undefined): account is Credentials & { email: string } {
  return account !== undefined && account.email !== null && account.enabled && account.tenantEnabled && !account.isService;
}

/**
 * At most this many reset mails reach one account within an hour, however often its reset is
 * asked for: a stranger who knows an address cannot fill its mailbox. Requests past it are answered
 * as every other (the answer comes before this is known, and must not say whether the account
 * exists), and make no link, event or mail.
 */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** What a request came to: a link for an account, the account's cap reached, or nothing (no such account, or another server's). */
type Outcome = { linked: Credentials & { email: string } } | { capped: string } | undefined;

/** The work of one reset request after its answer: a link and its event when an account may get one, then the mail. */
export async function fulfilResetRequest(server: FastifyInstance, waiting: ResetRequest): Promise<void> {
  const { repos, areas, database, mailer, config, log } = server;
  const account = await areas.users.findByLogin(waiting.login);
  const token = newResetToken();
  const now = new Date();
  const outcome = await database.db.transaction().execute(async (trx): Promise<Outcome> => {
    // Taken off the queue in the transaction of its link: done once, by one server.
    if (!(await repos.resetRequests.claim(waiting.resetRequestId, trx)) || !mayReset(account)) return undefined;
    // Counted in the database, so the cap holds whichever servers work on the account's requests.
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    if ((await repos.resetLinks.countResetsSince(account.userId, since, trx)) >= RESET_MAILS_PER_HOUR) return { capped: account.username };
    await repos.resetLinks.create(account.userId, resetTokenHash(token), now.toISOString(), new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(), trx);
    await recordEvent(server, 
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
    return { linked: account };
  });
  if (outcome && 'capped' in outcome) {
    log.info({ username: outcome.capped, perHour: RESET_MAILS_PER_HOUR }, 'Password reset request not mailed: the account has had its reset mails for the hour');
  }
  if (!outcome || !('linked' in outcome)) return;
  const linked = outcome.linked;
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
