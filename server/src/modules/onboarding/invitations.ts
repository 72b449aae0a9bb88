import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { newResetToken, resetTokenHash } from '../../auth/link-token.js';
import { INVITED_PASSWORD } from '../../auth/passwords.js';
import { recordIn } from '../../core/audit/audit-context.js';
import type { Database } from '../../db/database.js';
import { invitationMail } from './onboarding-mail.js';
import { sendAfterCommit } from '../../core/mail/send-after-commit.js';

/** Who is invited: a user of the tenant without a password yet, with their role, and where the mail goes. */
export interface Invitee {
  userId: number;
  username: string;
  email: string;
  role: 'owner' | 'member';
  tenantId: number;
  tenantName: string;
}

const DAY_MS = 24 * 3600 * 1000;

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
  const days = server.config.invitationDays;
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  await server.repos.invitations.invite(invitee.userId, resetTokenHash(token), now.toISOString(), expiresAt, trx);
  await recordIn(request, trx, {
    action: 'user.invited',
    tenantId: invitee.tenantId,
    target: { type: 'user', id: String(invitee.userId), label: invitee.username },
    changes: {
      email: { before: again ? invitee.email : null, after: invitee.email },
      ...(!again && { role: { before: null, after: invitee.role } }),
      expiresAt: { before: null, after: expiresAt },
    },
  });
  const link = `${server.config.publicUrl}/invitation?token=${token}`;
  const mail = invitationMail(request.language, invitee, invitee.tenantName, link, days);
  return () => sendAfterCommit(server, mail, 'Invitation mail', { username: invitee.username, tenantId: invitee.tenantId });
}

/**
 * Someone new invited to a tenant, in the caller's transaction: a user without a password yet, and
 * their invitation. Answers the user's id and the mail to send after the commit.
 */
export async function inviteNewUser(
  request: FastifyRequest,
  { displayName, ...invitee }: Omit<Invitee, 'userId'> & { displayName: string },
  now: string,
  trx: Kysely<Database>,
): Promise<{ userId: number; mail: PendingInvitationMail }> {
  const { tenantId, username, role, email } = invitee;
  const userId = await request.server.areas.users.create({ tenantId, username, passwordHash: INVITED_PASSWORD, isAdmin: false, role, email, displayName }, now, trx);
  return { userId, mail: await invite(request, { ...invitee, userId }, trx) };
}
