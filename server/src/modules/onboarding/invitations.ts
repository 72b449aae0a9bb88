import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { newResetToken, resetTokenHash } from '../../auth/link-token.js';
import { INVITED_PASSWORD } from '../../auth/passwords.js';
import { recordAllIn, recordIn, type AuditEntry } from '../../core/audit/audit-context.js';
import type { Database } from '../../db/database.js';
import type { NewInvitation } from './invitation-repository.js';
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
  const { now, expiresAt } = validity(request);
  await server.repos.invitations.invite(invitationOf(request, invitee, token), now, expiresAt, trx);
  await recordIn(request, trx, invitedEntry(invitee, expiresAt, again));
  return mailOf(request, invitee, token);
}

/** The invitation's row: the invitee, its link, and who sends it (an administrator acting as an owner, by their own name). */
function invitationOf(request: FastifyRequest, invitee: Invitee, token: string): NewInvitation {
  const sender = request.session?.impersonator ?? request.principal;
  return {
    userId: invitee.userId,
    tenantId: invitee.tenantId,
    email: invitee.email,
    role: invitee.role,
    tokenHash: resetTokenHash(token),
    ...(sender && { inviter: { userId: sender.userId, username: sender.username } }),
  };
}

/** When an invitation sent now stops working (`INVITATION_DAYS`). */
function validity(request: FastifyRequest): { now: string; expiresAt: string } {
  const now = new Date();
  return { now: now.toISOString(), expiresAt: new Date(now.getTime() + request.server.config.invitationDays * DAY_MS).toISOString() };
}

/** The `user.invited` event of an invitation (sent again: the address as it was, no role given). */
function invitedEntry(invitee: Invitee, expiresAt: string, again: boolean): AuditEntry {
  return {
    action: 'user.invited',
    tenantId: invitee.tenantId,
    target: { type: 'user', id: String(invitee.userId), label: invitee.username },
    changes: {
      email: { before: again ? invitee.email : null, after: invitee.email },
      ...(!again && { role: { before: null, after: invitee.role } }),
      expiresAt: { before: null, after: expiresAt },
    },
  };
}

/** The invitation's mail, in the inviter's language, to send once its transaction has committed. */
function mailOf(request: FastifyRequest, invitee: Invitee, token: string): PendingInvitationMail {
  const { server } = request;
  const link = `${server.config.publicUrl}/invitation?token=${token}`;
  const mail = invitationMail(request.language, invitee, invitee.tenantName, link, server.config.invitationDays);
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

/**
 * Many people invited to a tenant at once (a batch), in the caller's transaction: the same users,
 * links, events and deliveries as `inviteNewUser` for each, written a few hundred rows a statement
 * instead of five statements a person. Answers each one's id, in order, and the mails to send
 * after the commit.
 */
export async function inviteNewUsers(
  request: FastifyRequest,
  invitees: readonly (Omit<Invitee, 'userId'> & { displayName: string })[],
  trx: Kysely<Database>,
): Promise<{ userIds: number[]; mails: PendingInvitationMail[] }> {
  const { server } = request;
  const { now, expiresAt } = validity(request);
  const ids = await server.areas.users.createAll(
    invitees.map(({ tenantId, username, role, email, displayName }) => ({ tenantId, username, passwordHash: INVITED_PASSWORD, isAdmin: false, role, email, displayName })),
    now,
    trx,
  );
  const invited = invitees.map(({ displayName: _displayName, ...invitee }) => ({ ...invitee, userId: ids.get(invitee.username) ?? 0, token: newResetToken() }));
  await server.repos.invitations.inviteAll(
    invited.map((invitee) => invitationOf(request, invitee, invitee.token)),
    now,
    expiresAt,
    trx,
  );
  await recordAllIn(request, trx, invited.map((invitee) => invitedEntry(invitee, expiresAt, false)));
  return { userIds: invited.map((invitee) => invitee.userId), mails: invited.map(({ token, ...invitee }) => mailOf(request, invitee, token)) };
}
