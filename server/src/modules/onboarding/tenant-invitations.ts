import type { InvitationCreate } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requireMayChange, requireUserManager } from '../../auth/permissions.js';
import { recordIn, tenantLabel } from '../../core/audit/audit-context.js';
import { keepAnswerIn, sendCreated, type CreatedAnswer } from '../../core/created-answer.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { emailTaken, usernameTaken } from '../../core/user-conflicts.js';
import type { Database } from '../../db/database.js';
import { uniqueViolationOn } from '../../db/unique-violation.js';
import { invite, inviteNewUser, type PendingInvitationMail } from './invitations.js';
import { usernameFromEmail } from './username-from-email.js';

export function invitationNotFound(userId: number): AppError {
  return new AppError(ErrorCode.InvitationNotFound, 'invitationNotFound', { params: { id: userId }, field: 'userId' });
}

/** A new link for an open invitation to the tenant, mailed again; the previous link stops working. */
export async function sendInvitationAgain(request: FastifyRequest, tenant: { tenantId: number; name: string }, userId: number) {
  const { database, repos } = request.server;
  const [open] = await repos.invitations.openInvitations(tenant.tenantId, new Date().toISOString(), userId);
  if (!open) throw invitationNotFound(userId);
  const mail = await database.db.transaction().execute((trx) =>
    invite(request, { userId, username: open.username, email: open.email, role: open.role, tenantId: tenant.tenantId, tenantName: tenant.name }, trx, true),
  );
  await mail();
  const [now] = await repos.invitations.openInvitations(tenant.tenantId, new Date().toISOString(), userId);
  if (!now) throw invitationNotFound(userId);
  return ok(now);
}

/** The link stops working and the invited user of the tenant, who never had a password, is removed. */
export async function withdrawInvitationOf(request: FastifyRequest, tenantId: number, userId: number): Promise<void> {
  const { database, repos, areas } = request.server;
  await database.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const [open] = await repos.invitations.openInvitations(tenantId, now, userId, trx);
    if (!open) throw invitationNotFound(userId);
    // Kept as withdrawn, with who sent it: the account alone goes.
    await repos.invitations.withdraw(userId, now, trx);
    if (!(await areas.users.deleteInvited(userId, trx))) throw invitationNotFound(userId);
    await recordIn(request, trx, {
      action: 'user.invitationWithdrawn',
      tenantId,
      target: { type: 'user', id: String(userId), label: open.username },
      changes: { email: { before: open.email, after: null }, role: { before: open.role, after: null } },
    });
  });
}

/** The name the invitee gets: the one asked for, refused when taken, or one made from the address. */
async function inviteeUsername(request: FastifyRequest<{ Body: InvitationCreate }>, trx: Kysely<Database>): Promise<string> {
  const { users } = request.server.areas;
  const asked = request.body.username;
  if (asked !== undefined) {
    if (await users.usernameTaken(asked, trx)) throw usernameTaken(asked);
    return asked;
  }
  for (const candidate of usernameFromEmail(request.body.email)) {
    if (!(await users.usernameTaken(candidate, trx))) return candidate;
  }
  throw usernameTaken(request.body.email, 'email');
}

export async function listInvitations(request: FastifyRequest) {
  const { tenant } = requireUserManager(request);
  return ok(await request.server.repos.invitations.openInvitations(tenant.tenantId, new Date().toISOString()));
}

/**
 * Someone invited to the acting tenant with a role: a user without a password yet, mailed a link
 * to choose one. Nobody invites above their own rank; the user, its `user.invited` event and the
 * answer a retry gets commit together, and the mail leaves after.
 */
export async function inviteUser(request: FastifyRequest<{ Body: InvitationCreate }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { email, role, displayName = '' } = request.body;
  requireMayChange(caller, { userId: 0, isAdmin: false, role: 'member' }, { isAdmin: false, role });
  const { tenantId } = caller.tenant;
  const { database, areas, repos } = request.server;
  // Read before the transaction, which holds SQLite's one connection.
  const tenantName = await tenantLabel(request, tenantId);
  let mail: PendingInvitationMail | undefined;
  let answer: CreatedAnswer;
  try {
    answer = await database.db.transaction().execute(async (trx) => {
      if (await areas.users.emailTaken(email, undefined, trx)) throw emailTaken(email);
      const username = await inviteeUsername(request, trx);
      const now = new Date().toISOString();
      let userId: number;
      ({ userId, mail } = await inviteNewUser(request, { username, email, role, displayName, tenantId, tenantName }, now, trx));
      const [invitation] = await repos.invitations.openInvitations(tenantId, now, userId, trx);
      if (!invitation) throw new Error(`The invitation of ${username} was not written`);
      return keepAnswerIn(request, trx, { body: ok(invitation) });
    });
  } catch (error) {
    // The same address or name invited twice at once: the second is told it is taken.
    const violated = uniqueViolationOn(error);
    if (violated === 'email') throw emailTaken(email);
    if (violated === 'username') throw usernameTaken(request.body.username ?? email, request.body.username === undefined ? 'email' : 'username');
    throw error;
  }
  await mail?.();
  return sendCreated(reply, answer);
}

export async function resendUserInvitation(request: FastifyRequest<{ Params: { userId: number } }>) {
  const { tenant } = requireUserManager(request);
  return sendInvitationAgain(request, { tenantId: tenant.tenantId, name: await tenantLabel(request, tenant.tenantId) }, request.params.userId);
}

export async function withdrawUserInvitation(request: FastifyRequest<{ Params: { userId: number } }>, reply: FastifyReply) {
  const { tenant } = requireUserManager(request);
  await withdrawInvitationOf(request, tenant.tenantId, request.params.userId);
  return reply.code(204).send();
}
