import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../audit/audit-context.js';
import { checkNewPassword } from '../auth/new-password.js';
import { hashPassword } from '../auth/passwords.js';
import { newResetToken, RESET_LINK_TTL_MS, resetTokenHash } from '../auth/reset-token.js';
import { AppError, ErrorCode } from '../errors.js';
import { translate } from '../i18n/messages.js';
import { passwordResetMail } from '../mail/reset-mail.js';
import type { Credentials } from '../repositories/user-repository.js';
import type { ResetLink } from '../repositories/reset-link-repository.js';
import type { ResetRequest } from '../repositories/reset-request-repository.js';
import { ok } from '../types.js';

interface ResetRequestBody {
  login: string;
}

interface ResetLinkBody {
  token: string;
}

interface ResetBody {
  token: string;
  newPassword: string;
}

/** A reset link's account may get one only when it can sign in with the new password afterwards. */
function mayReset(account: Credentials | undefined): account is Credentials & { email: string } {
  return account !== undefined && account.email !== null && account.enabled && account.tenantEnabled;
}

/** How long after its answer a reset request is worked on. */
const WORK_AFTER_ANSWER_MS = 20;

/**
 * DESIGN §10: the same answer whether or not an account matched, after the same work: the request
 * is written as asked, then answered. Looking the account up, the link, its event and the mail
 * happen after the answer (`fulfilResetRequest`), so the answer's time tells nothing, and a stop
 * right after it loses nothing: the next start finds the request still waiting.
 */
export async function requestPasswordReset(request: FastifyRequest<{ Body: ResetRequestBody }>, reply: FastifyReply) {
  const { repos, resetRequests } = request.server;
  const userAgent = request.headers['user-agent'];
  await repos.resetRequests.enqueue({
    login: request.body.login.trim(),
    language: request.language,
    requestId: String(request.id),
    clientAddress: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : '',
    requestedAt: new Date().toISOString(),
  });
  // A moment after the answer is out, so that even a client on this machine has it before the
  // work's CPU time (the lookup, the link, composing the mail) could delay its reading of it.
  reply.raw.once('finish', () => setTimeout(() => resetRequests.kick(), WORK_AFTER_ANSWER_MS).unref());
  return reply.code(202).send({ code: 0, message: translate(request.language, 'resetRequested'), data: null });
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
    await mailer.send(passwordResetMail(waiting.language, linked.email, linked.username, link));
    // Without SMTP the outbox is the only way the link leaves the machine: the log says where it is.
    if (mailer.kind === 'outbox') log.info({ username: linked.username, link }, 'Password reset mail written to the outbox');
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

/** The link's state: unknown (forged or mistyped), used, expired, or good. */
async function usableLink(request: FastifyRequest, token: string): Promise<ResetLink & { account: Credentials }> {
  const { repos } = request.server;
  const link = await repos.resetLinks.find(resetTokenHash(token));
  const account = link && (await repos.users.findCredentialsById(link.userId));
  if (!link || !account) throw new AppError(ErrorCode.ResetLinkNotFound, 'resetLinkNotFound', { field: 'token' });
  if (link.usedAt !== null) throw new AppError(ErrorCode.ResetLinkUsed, 'resetLinkUsed', { field: 'token' });
  if (Date.parse(link.expiresAt) <= Date.now()) throw new AppError(ErrorCode.ResetLinkExpired, 'resetLinkExpired', { field: 'token' });
  return { ...link, account };
}

export async function checkPasswordResetLink(request: FastifyRequest<{ Body: ResetLinkBody }>) {
  const { account } = await usableLink(request, request.body.token);
  return ok({ username: account.username });
}

/** Sets the password of the link's account and ends every session it has. */
export async function resetPassword(request: FastifyRequest<{ Body: ResetBody }>) {
  const { token, newPassword } = request.body;
  const { repos, database } = request.server;
  const { account } = await usableLink(request, token);
  checkNewPassword(newPassword, account.username);
  const passwordHash = await hashPassword(newPassword);
  await database.db.transaction().execute(async (trx) => {
    if (!(await repos.resetLinks.use(resetTokenHash(token), account.userId, new Date().toISOString(), trx))) {
      throw new AppError(ErrorCode.ResetLinkUsed, 'resetLinkUsed', { field: 'token' });
    }
    await repos.users.changeOwnPassword(account.userId, passwordHash, new Date().toISOString(), trx);
    const ended = await repos.sessions.endAllOfUser(account.userId, trx);
    await recordIn(request, trx, {
      action: 'user.passwordResetByLink',
      actor: { userId: account.userId, username: account.username, isAdmin: account.isAdmin },
      tenantId: account.tenantId,
      target: { type: 'user', id: String(account.userId), label: account.username },
      changes: {
        password: { changed: true },
        ...(ended > 0 && { sessions: { before: ended, after: 0 } }),
        ...(account.mustChangePassword && { mustChangePassword: { before: true, after: false } }),
      },
    });
  });
  return ok({ username: account.username });
}
