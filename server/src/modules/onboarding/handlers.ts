import type { SignUpDecision, TenantCreate } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../../core/audit/audit-context.js';
import { normalizeDomains } from '../../core/domain-names.js';
import { keepAnswerIn, sendCreated, type CreatedAnswer } from '../../core/created-answer.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { tenantNameTaken, tenantNotFound } from '../../core/tenant-refusals.js';
import { emailTaken, usernameTaken } from '../../core/user-conflicts.js';
import { uniqueViolationOn } from '../../db/unique-violation.js';
import { inviteNewUser, type PendingInvitationMail } from './invitations.js';
import { signUpDecisionMail } from './onboarding-mail.js';
import { sendInvitationAgain, withdrawInvitationOf } from './tenant-invitations.js';
import { sendAfterCommit } from '../../core/mail/send-after-commit.js';

interface TenantParams {
  id: number;
}


/**
 * A tenant, active at once, and its first owner without a password: the owner is mailed an
 * invitation to choose one. Everything is written, and audited, in one transaction; the mail
 * leaves after it commits.
 */
export async function createTenant(request: FastifyRequest<{ Body: TenantCreate }>, reply: FastifyReply) {
  const { username, remark = '', owner } = request.body;
  const domains = normalizeDomains(request.body.domains ?? []);
  const { database, areas } = request.server;
  const now = new Date().toISOString();
  let mail: PendingInvitationMail | undefined;
  let answer: CreatedAnswer;
  try {
    answer = await database.db.transaction().execute(async (trx) => {
      if ((await areas.tenants.findIdByUsername(username, trx)) !== undefined) throw tenantNameTaken(username, 'username');
      // As `updateTenant`: other tenants' claims do not stand in the way, a name one holds verified does.
      const verified = await areas.domains.firstVerified(domains, trx);
      if (verified !== undefined) {
        const field = `domains[${domains.indexOf(verified)}]`;
        throw new AppError(ErrorCode.DomainTaken, 'domainTaken', { field, params: { field, value: verified } });
      }
      if (await areas.users.usernameTaken(owner.username, trx)) throw usernameTaken(owner.username, 'owner.username');
      if (await areas.users.emailTaken(owner.email, undefined, trx)) throw emailTaken(owner.email, 'owner.email');
      const id = (await areas.tenants.insertMany([{ username, enabled: true, remark, domains }], now, trx)).get(username);
      if (id === undefined) throw new Error(`Tenant ${username} was not written`);
      // Its attributes' values, each checked against its definition; a required one must be given.
      const valuesSet = await areas.attributes.setValues(id, request.body.attributes ?? {}, true, trx);
      await recordIn(request, trx, {
        action: 'tenant.created',
        tenantId: id,
        target: { type: 'tenant', id: String(id), label: username },
        changes: {
          username: { before: null, after: username },
          remark: { before: null, after: remark },
          domains: { before: null, after: domains },
          owner: { before: null, after: owner.username },
          ...valuesSet,
        },
      });
      ({ mail } = await inviteNewUser(request, { username: owner.username, email: owner.email, role: 'owner', displayName: owner.displayName ?? '', tenantId: id, tenantName: username }, now, trx));
      const tenant = await areas.tenants.findById(id, trx);
      const attributes = (await areas.attributes.valuesOf([id], trx)).get(id) ?? {};
      return keepAnswerIn(request, trx, { location: `/api/v1/admin/tenant/${id}`, body: ok(tenant && { ...tenant, attributes }) });
    });
  } catch (error) {
    const violated = uniqueViolationOn(error);
    if (violated === 'email') throw emailTaken(owner.email, 'owner.email');
    if (violated === 'username') {
      const text = `${(error as Error).message} ${(error as { constraint?: string }).constraint ?? ''}`;
      throw text.includes('tenants_username_key') ? tenantNameTaken(username, 'username') : usernameTaken(owner.username, 'owner.username');
    }
    throw error;
  }
  await mail?.();
  return sendCreated(reply, answer);
}

async function existingTenant(request: FastifyRequest, id: number) {
  const tenant = await request.server.areas.tenants.findById(id);
  if (!tenant) throw tenantNotFound(id);
  return tenant;
}

export async function listTenantInvitations(request: FastifyRequest<{ Params: TenantParams }>) {
  await existingTenant(request, request.params.id);
  return ok(await request.server.repos.invitations.openInvitations(request.params.id, new Date().toISOString()));
}

type InvitationParams = TenantParams & { userId: number };

/** A new link for an open invitation, mailed again; the previous link stops working. */
export async function resendInvitation(request: FastifyRequest<{ Params: InvitationParams }>) {
  const { id, userId } = request.params;
  const tenant = await existingTenant(request, id);
  if (tenant.state === 'deleted') throw new AppError(ErrorCode.TenantDeleted, 'tenantDeleted');
  return sendInvitationAgain(request, { tenantId: id, name: tenant.username }, userId);
}

/** The link stops working and the invited user, who never had a password, is removed. */
export async function withdrawInvitation(request: FastifyRequest<{ Params: InvitationParams }>, reply: FastifyReply) {
  const { id, userId } = request.params;
  await existingTenant(request, id);
  await withdrawInvitationOf(request, id, userId);
  return reply.code(204).send();
}

/**
 * Approves a sign-up (the tenant becomes active) or rejects it (the tenant and its owner are
 * removed at once); the applicant is mailed the outcome with the reason either way.
 */
export async function decideTenantSignUp(request: FastifyRequest<{ Params: TenantParams; Body: SignUpDecision }>) {
  const { id } = request.params;
  const { approve } = request.body;
  const reason = (request.body.reason ?? '').trim();
  if (!approve && reason === '') throw new AppError(ErrorCode.ValidationFailed, 'rejectReasonRequired', { field: 'reason' });
  const { database, areas, config } = request.server;
  const before = await existingTenant(request, id);
  if (before.state !== 'pending') throw new AppError(ErrorCode.NotAwaitingApproval, 'notAwaitingApproval');
  // Read before the transaction, which holds SQLite's one connection.
  const applicants = await areas.users.ownerEmailsOf(id);
  const now = new Date().toISOString();
  const tenant = await database.db.transaction().execute(async (trx) => {
    const change = approve ? await areas.tenants.setEnabled(id, true, now, trx) : await areas.tenants.markDeleted(id, now, now, trx);
    if (!change?.after || change.before.state !== 'pending') throw new AppError(ErrorCode.NotAwaitingApproval, 'notAwaitingApproval');
    await recordIn(request, trx, {
      action: approve ? 'tenant.approved' : 'tenant.rejected',
      tenantId: id,
      target: { type: 'tenant', id: String(id), label: before.username },
      changes: { state: { before: 'pending', after: change.after.state }, ...(reason !== '' && { reason: { before: null, after: reason } }) },
    });
    return change.after;
  });
  // A rejected sign-up goes now, not after a grace period: nothing in it was ever used.
  if (!approve) await request.server.tenantPurge.runNow();
  for (const applicant of applicants) {
    const mail = signUpDecisionMail(request.language, applicant, before.username, { approved: approve, reason, signInLink: `${config.publicUrl}/login` });
    await sendAfterCommit(request.server, mail, 'Sign-up decision mail', { username: applicant.username, tenantId: id });
  }
  // As every answer of a tenant: with its attributes' values (none, for a rejected one purged already).
  const attributes = (await areas.attributes.valuesOf([id])).get(id) ?? {};
  return ok({ ...tenant, attributes });
}
