import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { INVITATION_TTL_MS, newResetToken, resetTokenHash } from '../../auth/link-token.js';
import { recordIn } from '../../core/audit/audit-context.js';
import type { Database } from '../../db/database.js';
import { invitationMail } from './onboarding-mail.js';
import { sendAfterCommit } from '../../core/mail/send-after-commit.js';

/** Who is invited: a user of the tenant without a password yet, and where the mail goes. */
export interface Invitee {
  userId: number;
  username: string;
  email: string;
  tenantId: number;
  tenantName: string;
}

/** A mail still to send once the invitation's transaction has committed. */
export type PendingInvitationMail = () => Promise<void>;

/**
 * A new invitation link for the invitee, in the caller's transaction, with its `user.invited`
 * event; the links sent before stop working. Answers the mail to send after the commit.
 */
export async function invite(request: FastifyRequest, invitee: Invitee, trx: Kysely<Database>, again = false): Promise<PendingInvitationMail> {
  const { server } = request;
  const token = newResetToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  await server.repos.invitations.invite(invitee.userId, resetTokenHash(token), now.toISOString(), expiresAt, trx);
  await recordIn(request, trx, {
    action: 'user.invited',
    tenantId: invitee.tenantId,
    target: { type: 'user', id: String(invitee.userId), label: invitee.username },
    changes: { email: { before: again ? invitee.email : null, after: invitee.email }, expiresAt: { before: null, after: expiresAt } },
  });
  const link = `${server.config.publicUrl}/invitation?token=${token}`;
  const mail = invitationMail(request.language, invitee, invitee.tenantName, link);
  return () => sendAfterCommit(server, mail, 'Invitation mail', { username: invitee.username, tenantId: invitee.tenantId });
}
