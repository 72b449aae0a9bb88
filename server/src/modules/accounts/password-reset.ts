import type { PasswordReset, PasswordResetLink, PasswordResetRequest } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../../core/audit/audit-context.js';
import { checkNewPassword } from '../../auth/new-password.js';
import { effectivePolicy } from '../../auth/tenant-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import { resetTokenHash } from '../../auth/link-token.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { catalogOf } from '../../core/i18n/catalog.js';
import { messages } from './messages.js';
import type { Credentials } from '../../auth/principal.js';
import type { ResetLink } from './reset-link-repository.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuditChanges } from '../../core/audit/audit-actions.js';
import { ok } from '../../core/envelope.js';

/** This area's words, for the answers that carry a sentence. */
const words = catalogOf(messages);

/** How long after its answer a reset request is worked on. */
const WORK_AFTER_ANSWER_MS = 20;

/**
 * The same answer whether or not an account matched, after the same work: the request
 * is written as asked, then answered. Looking the account up, the link, its event and the mail
 * happen after the answer (`fulfilResetRequest` in `reset-fulfilment.ts`), so the answer's time tells nothing, and a stop
 * right after it loses nothing: the next start finds the request still waiting.
 */
export async function requestPasswordReset(request: FastifyRequest<{ Body: PasswordResetRequest }>, reply: FastifyReply) {
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
  return reply.code(202).send({ code: 0, message: words.translate(request.language, 'resetRequested'), data: null });
}

/** The link's state: unknown (forged or mistyped), used, expired, or good. */
async function usableLink(request: FastifyRequest, token: string): Promise<ResetLink & { account: Credentials }> {
  const { repos, areas } = request.server;
  const hash = resetTokenHash(token);
  const link = (await repos.resetLinks.find(hash)) ?? invitationLink(await areas.onboarding.findLink(hash));
  const account = link && (await areas.users.findCredentialsById(link.userId));
  if (!link || !account) throw new AppError(ErrorCode.ResetLinkNotFound, 'resetLinkNotFound', { field: 'token' });
  if (link.usedAt !== null) throw new AppError(ErrorCode.ResetLinkUsed, 'resetLinkUsed', { field: 'token' });
  if (Date.parse(link.expiresAt) <= Date.now()) throw new AppError(ErrorCode.ResetLinkExpired, 'resetLinkExpired', { field: 'token' });
  return { ...link, account };
}

/** An invitation's link (onboarding keeps them), read as the password link it is followed like. */
function invitationLink(invitation: { userId: number; expiresAt: string; acceptedAt: string | null } | undefined): ResetLink | undefined {
  return invitation && { userId: invitation.userId, expiresAt: invitation.expiresAt, usedAt: invitation.acceptedAt, purpose: 'invitation', restoreEmail: null };
}

/** The account a link is for, and whether it invites them (their first password), resets it, or takes the account back with its old address. */
async function linkAccount(request: FastifyRequest, link: ResetLink & { account: Credentials }) {
  const tenantName = await request.server.areas.tenants.nameOf(link.account.tenantId);
  return {
    username: link.account.username,
    purpose: link.purpose,
    ...(tenantName !== undefined && { tenantName }),
    ...(link.restoreEmail !== null && { email: link.restoreEmail }),
  };
}

/**
 * Taking the account back from its old address: the address returns (unless another account holds
 * it now), any change still waiting ends, and every API token is revoked; the caller ends every
 * session and sets the password.
 */
async function undoEmailChange(request: FastifyRequest, link: ResetLink & { account: Credentials }, now: string, trx: Kysely<Database>): Promise<AuditChanges> {
  const { repos, areas } = request.server;
  const { account, restoreEmail } = link;
  await repos.emailChanges.closeOpen(account.userId, now, trx);
  const revoked = await areas.apiTokens.revokeAllOfUser(account.userId, 'emailChangeUndone', now, trx);
  const restorable = restoreEmail !== null && restoreEmail !== account.email && !(await areas.users.emailTaken(restoreEmail, account.userId, trx));
  if (restorable) await areas.users.setOwnEmail(account.userId, restoreEmail, now, trx);
  return {
    ...(restorable && { email: { before: account.email, after: restoreEmail } }),
    ...(revoked > 0 && { apiTokens: { before: revoked, after: 0 } }),
  };
}

const ACTION_OF_PURPOSE = { invitation: 'user.invitationAccepted', reset: 'user.passwordResetByLink', emailUndo: 'user.emailChangeUndone' } as const;

export async function checkPasswordResetLink(request: FastifyRequest<{ Body: PasswordResetLink }>) {
  return ok(await linkAccount(request, await usableLink(request, request.body.token)));
}

/** Sets the password of the link's account and ends every session it has. */
export async function resetPassword(request: FastifyRequest<{ Body: PasswordReset }>) {
  const { token, newPassword } = request.body;
  const { repos, areas, database } = request.server;
  const link = await usableLink(request, token);
  const { account } = link;
  checkNewPassword(newPassword, account.username, 'newPassword', effectivePolicy(account.tenantPolicy, request.server.config.instancePolicy));
  const passwordHash = await hashPassword(newPassword);
  await database.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const hash = resetTokenHash(token);
    // Whoever follows the link first sets the password (two tabs at once): the other is told it was used.
    const first = link.purpose === 'invitation' ? await areas.onboarding.accept(hash, now, trx) : await repos.resetLinks.use(hash, account.userId, now, trx);
    if (!first) throw new AppError(ErrorCode.ResetLinkUsed, 'resetLinkUsed', { field: 'token' });
    if (link.purpose === 'invitation') await repos.resetLinks.endOpenOf(account.userId, now, trx);
    await areas.users.changeOwnPassword(account.userId, passwordHash, now, trx);
    const ended = await areas.sessions.endAllOfUser(account.userId, trx);
    const undone = link.purpose === 'emailUndo' ? await undoEmailChange(request, link, now, trx) : {};
    await recordIn(request, trx, {
      action: ACTION_OF_PURPOSE[link.purpose],
      actor: { userId: account.userId, username: account.username, isAdmin: account.isAdmin },
      tenantId: account.tenantId,
      target: { type: 'user', id: String(account.userId), label: account.username },
      changes: {
        password: { changed: true },
        ...(ended > 0 && { sessions: { before: ended, after: 0 } }),
        ...(account.mustChangePassword && { mustChangePassword: { before: true, after: false } }),
        ...undone,
      },
    });
  });
  return ok(await linkAccount(request, link));
}
