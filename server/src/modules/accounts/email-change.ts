import type { EmailChangeLink } from '../../../../src/generated/model/index.js';
import type { FastifyRequest } from 'fastify';
import { offerEmailUndo } from '../../auth/email-change.js';
import type { EmailChange } from '../../auth/email-change-repository.js';
import { resetTokenHash } from '../../auth/link-token.js';
import { recordIn } from '../../core/audit/audit-context.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import type { Mail } from '../../core/mail/mailer.js';
import { sendAfterCommit } from '../../core/mail/send-after-commit.js';
import { emailTaken } from '../../core/user-conflicts.js';

/** The change a link names, when it still works: unknown (forged or mistyped), used, expired, or good. */
async function usableChange(request: FastifyRequest, tokenHash: string): Promise<EmailChange> {
  const change = await request.server.repos.emailChanges.find(tokenHash);
  if (!change) throw new AppError(ErrorCode.EmailChangeLinkNotFound, 'emailChangeLinkNotFound', { field: 'token' });
  if (change.usedAt !== null) throw new AppError(ErrorCode.EmailChangeLinkUsed, 'emailChangeLinkUsed', { field: 'token' });
  if (Date.parse(change.expiresAt) <= Date.now()) throw new AppError(ErrorCode.EmailChangeLinkExpired, 'emailChangeLinkExpired', { field: 'token' });
  return change;
}

/**
 * The new address becomes the account's: whoever follows the link mailed to it proved they read it.
 * The old address is told, with a link that takes the account back for 7 days.
 */
export async function confirmEmailChange(request: FastifyRequest<{ Body: EmailChangeLink }>) {
  const tokenHash = resetTokenHash(request.body.token);
  const change = await usableChange(request, tokenHash);
  const { repos, areas, database } = request.server;
  const now = new Date();
  const { account, notice } = await database.db.transaction().execute(async (trx) => {
    const credentials = await areas.users.findCredentialsById(change.userId, trx);
    if (!credentials) throw new AppError(ErrorCode.EmailChangeLinkNotFound, 'emailChangeLinkNotFound', { field: 'token' });
    if (await areas.users.emailTaken(change.newEmail, change.userId, trx)) throw emailTaken(change.newEmail);
    if (!(await repos.emailChanges.use(tokenHash, now.toISOString(), trx))) {
      throw new AppError(ErrorCode.EmailChangeLinkUsed, 'emailChangeLinkUsed', { field: 'token' });
    }
    await areas.users.setOwnEmail(change.userId, change.newEmail, now.toISOString(), trx);
    const oldEmail = credentials.email;
    const told: Mail | undefined =
      oldEmail === null ? undefined : await offerEmailUndo(request.server, request.language, credentials, { oldEmail, newEmail: change.newEmail }, now, trx);
    await recordIn(request, trx, {
      action: 'user.emailChanged',
      actor: { userId: credentials.userId, username: credentials.username, isAdmin: credentials.isAdmin },
      tenantId: credentials.tenantId,
      target: { type: 'user', id: String(credentials.userId), label: credentials.username },
      changes: { email: { before: oldEmail, after: change.newEmail } },
    });
    return { account: credentials, notice: told };
  });
  if (notice) await sendAfterCommit(request.server, notice, 'Email change notice', { username: account.username });
  return ok({ username: account.username, email: change.newEmail });
}
