import type { ServiceAccountCreate, UserCreate, UserUpdate } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { changesBetween, NOTHING } from '../../core/audit/audit-actions.js';
import { recordIn } from '../../core/audit/audit-context.js';
import { generatedPassword } from './generated-password.js';
import { checkNewPassword } from '../../auth/new-password.js';
import { hashPassword } from '../../auth/passwords.js';
import { callerOf, managesUsers, requireMayChange, requireUserManager } from '../../auth/permissions.js';
import type { Database } from '../../db/database.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { sendKeptPage } from '../../core/lists/kept-page.js';
import { parseListQuery, type ListParameters } from '../../core/lists/list-query.js';
import { userListReading } from './list.js';
import { uniqueViolationOn } from '../../db/unique-violation.js';
import { type UserChanges, type UserView } from './user-repository.js';
import { userNotFound } from './user-refusals.js';
import { keepAnswerIn, sendCreated, type CreatedAnswer } from '../../core/created-answer.js';
import { ok } from '../../core/envelope.js';
import { emailTaken, usernameTaken } from '../../core/user-conflicts.js';
import { endAccessOfUser, endedAccessChanges } from '../../auth/end-access.js';
import { offerEmailUndo, openEmailChange } from '../../auth/email-change.js';
import type { Mail } from '../../core/mail/mailer.js';
import { sendAfterCommit } from '../../core/mail/send-after-commit.js';
import { effectivePolicy, parseTenantPolicy } from '../../auth/tenant-policy.js';

interface UserParams {
  id: number;
}

const PERSON_FIELDS = ['username', 'displayName', 'email', 'role', 'enabled', 'isAdmin'] as const;
const AUDITED_FIELDS = [...PERSON_FIELDS, 'kind', 'description'] as const;

/** What an account's creation or deletion records: a person's fields, and a service account's own too. */
const recordedFieldsOf = (user: UserView) => (user.kind === 'service' ? AUDITED_FIELDS : PERSON_FIELDS);

function db(request: FastifyRequest): Kysely<Database> {
  return request.server.database.db;
}

/** A unique index the checks before the write could not see (two writers at once). */
function rethrowTaken(error: unknown, username: string, email: string | null | undefined): never {
  const violated = uniqueViolationOn(error);
  if (violated === 'username') throw usernameTaken(username);
  if (violated === 'email') throw emailTaken(email ?? '');
  throw error;
}

export async function listUsers(request: FastifyRequest<{ Querystring: ListParameters }>, reply: FastifyReply) {
  const { tenant } = requireUserManager(request);
  const query = parseListQuery(request.query, userListReading);
  return sendKeptPage(reply, {
    cache: request.server.userPages,
    key: JSON.stringify([tenant.tenantId, query]),
    version: request.versions?.principals,
    resource: 'users',
    start: query.range.start,
    read: () => request.server.repos.users.page(tenant, query),
  });
}

export async function getUser(request: FastifyRequest<{ Params: UserParams }>) {
  const caller = callerOf(request);
  const { id } = request.params;
  // A member reads only themselves, and learns nothing of who else exists.
  if (!managesUsers(caller.principal) && id !== caller.principal.userId) throw new AppError(ErrorCode.RoleForbidden, 'roleForbidden');
  const user = await request.server.repos.users.findInTenant(caller.tenant, id);
  if (!user) throw userNotFound(id);
  return ok(user);
}

export async function createUser(request: FastifyRequest<{ Body: UserCreate }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { username, displayName = '', email = null, role, isAdmin = false, password } = request.body;
  // Created as a member without rights, then raised to what was asked: the same rule as a change.
  requireMayChange(caller, { userId: 0, isAdmin: false, role: 'member' }, { isAdmin, role });
  if (password !== undefined) checkNewPassword(password, username, 'password', effectivePolicy(parseTenantPolicy((await request.server.areas.tenants.policyOf(caller.tenant.tenantId)) ?? null), request.server.config.instancePolicy));
  const oneTimePassword = password === undefined ? generatedPassword() : undefined;
  const passwordHash = await hashPassword(password ?? oneTimePassword ?? '');
  const { users } = request.server.repos;
  const now = new Date().toISOString();
  let answer: CreatedAnswer;
  try {
    answer = await db(request).transaction().execute(async (trx) => {
      if (await users.usernameTaken(username, trx)) throw usernameTaken(username);
      if (email !== null && (await users.emailTaken(email, undefined, trx))) throw emailTaken(email);
      const userId = await users.create(
        { tenantId: caller.tenant.tenantId, username, passwordHash, isAdmin, role, displayName, email, mustChangePassword: oneTimePassword !== undefined },
        now,
        trx,
      );
      const user = await users.findInTenant(caller.tenant, userId, trx);
      if (!user) throw userNotFound(userId);
      const changes = changesBetween(NOTHING, user, PERSON_FIELDS);
      await recordIn(request, trx, {
        action: 'user.created',
        tenantId: caller.tenant.tenantId,
        target: { type: 'user', id: String(userId), label: username },
        changes: { ...changes, password: { changed: true } },
      });
      return keepAnswerIn(request, trx, { location: `/api/v1/users/${userId}`, body: ok(oneTimePassword === undefined ? user : { ...user, oneTimePassword }) });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    rethrowTaken(error, username, email);
  }
  return sendCreated(reply, answer);
}

/** A password no hash matches: a service account never signs in. */
const NO_PASSWORD = '!service-account';

/**
 * A program's account: no password, email or two-factor sign-in; it calls with API tokens. The
 * same rights rule as any new user: nobody makes one that ranks above themselves.
 */
export async function createServiceAccount(request: FastifyRequest<{ Body: ServiceAccountCreate }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { username, description = '', role, isAdmin = false, enabled = true } = request.body;
  requireMayChange(caller, { userId: 0, isAdmin: false, role: 'member' }, { isAdmin, role });
  const { users } = request.server.repos;
  let answer: CreatedAnswer;
  try {
    answer = await db(request).transaction().execute(async (trx) => {
      if (await users.usernameTaken(username, trx)) throw usernameTaken(username);
      const userId = await users.create(
        { tenantId: caller.tenant.tenantId, username, passwordHash: NO_PASSWORD, isAdmin, role, kind: 'service', description, enabled },
        new Date().toISOString(),
        trx,
      );
      const user = await users.findInTenant(caller.tenant, userId, trx);
      if (!user) throw userNotFound(userId);
      await recordIn(request, trx, {
        action: 'user.created',
        tenantId: caller.tenant.tenantId,
        target: { type: 'user', id: String(userId), label: username },
        changes: changesBetween(NOTHING, user, AUDITED_FIELDS),
      });
      return keepAnswerIn(request, trx, { location: `/api/v1/users/${userId}`, body: ok(user) });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    rethrowTaken(error, username, null);
  }
  return sendCreated(reply, answer);
}

function refuseForServiceAccount(field: string): never {
  throw new AppError(ErrorCode.NotForServiceAccounts, 'notForServiceAccounts', { field });
}

/** What a member may change of their own profile. */
const MEMBER_FIELDS: readonly (keyof UserChanges)[] = ['displayName', 'email'];

/**
 * A user's fields. A new email address waits for the link mailed to it (the account keeps the old
 * one until then); removing the address takes effect at once. Either way the old address is told,
 * with a link that takes the account back. Losing administrator rights ends the sessions in which
 * the administrator acts as an owner; being disabled ends every session and API token for good.
 */
export async function updateUser(request: FastifyRequest<{ Params: UserParams; Body: UserUpdate }>) {
  const caller = callerOf(request);
  const { id } = request.params;
  const self = id === caller.principal.userId;
  const wanted = request.body;
  const { email: wantedEmail, ...others } = wanted;
  if (!managesUsers(caller.principal)) {
    if (!self) throw new AppError(ErrorCode.RoleForbidden, 'roleForbidden');
    const beyond = Object.keys(wanted).find((field) => !MEMBER_FIELDS.includes(field as keyof UserChanges));
    if (beyond !== undefined) throw new AppError(ErrorCode.RoleForbidden, 'memberOwnProfileOnly', { field: beyond });
  }
  const { users } = request.server.repos;
  const { sessions, apiTokens } = request.server.areas;
  const now = new Date();
  try {
    const { user, mails } = await db(request).transaction().execute(async (trx) => {
      const current = await users.findInTenant(caller.tenant, id, trx);
      if (!current) throw userNotFound(id);
      requireMayChange(caller, current, wanted);
      if (current.kind === 'service' && wanted.email) refuseForServiceAccount('email');
      if (self && (wanted.enabled === false || wanted.isAdmin === false)) {
        throw new AppError(ErrorCode.CannotChangeSelf, 'cannotChangeSelf', { field: wanted.enabled === false ? 'enabled' : 'isAdmin' });
      }
      const staysEnabledOwner = (wanted.role ?? current.role) === 'owner' && (wanted.enabled ?? current.enabled);
      if (current.role === 'owner' && current.enabled && !staysEnabledOwner && (await users.otherEnabledOwners(caller.tenant, id, trx)) === 0) {
        throw new AppError(ErrorCode.LastEnabledOwner, 'lastEnabledOwner', { field: wanted.role !== undefined ? 'role' : 'enabled' });
      }
      const newAddress = wantedEmail !== undefined && wantedEmail?.toLowerCase() !== current.email?.toLowerCase() ? wantedEmail : undefined;
      if (newAddress && (await users.emailTaken(newAddress, id, trx))) throw emailTaken(newAddress);
      // Removing the address is at once; a new one waits for its link.
      const applied: UserChanges = { ...others, ...(newAddress === null && { email: null }) };
      const changes = changesBetween(current, { ...current, ...applied }, AUDITED_FIELDS);
      const mailsAfter: Mail[] = [];
      if (Object.keys(changes).length > 0) {
        const nowText = now.toISOString();
        await users.update(caller.tenant, id, applied, nowText, trx);
        // Disabled, the user's sessions and API tokens end for good: enabling them again brings none back.
        const ended = current.enabled && applied.enabled === false ? endedAccessChanges(await endAccessOfUser({ sessions, apiTokens }, id, 'userDisabled', nowText, trx)) : {};
        // No longer an administrator, they act as no owner any more.
        const acting = current.isAdmin && applied.isAdmin === false ? await sessions.endActingOf(id, trx) : 0;
        const onlyState = Object.keys(changes).length === 1 && 'enabled' in changes;
        await recordIn(request, trx, {
          action: onlyState ? (applied.enabled ? 'user.enabled' : 'user.disabled') : 'user.updated',
          tenantId: caller.tenant.tenantId,
          target: { type: 'user', id: String(id), label: current.username },
          changes: { ...changes, ...ended, ...(acting > 0 && { actingSessions: { before: acting, after: 0 } }) },
        });
        if (newAddress === null && current.email !== null) {
          mailsAfter.push(await offerEmailUndo(request.server, request.language, current, { oldEmail: current.email, newEmail: null }, now, trx));
        }
      }
      if (newAddress) {
        mailsAfter.push(await openEmailChange(request.server, request.language, current, newAddress, now, trx));
        await recordIn(request, trx, {
          action: 'user.emailChangeRequested',
          tenantId: caller.tenant.tenantId,
          target: { type: 'user', id: String(id), label: current.username },
          changes: { pendingEmail: { before: null, after: newAddress } },
        });
      }
      const updated = await users.findInTenant(caller.tenant, id, trx);
      if (!updated) throw userNotFound(id);
      return { user: updated, mails: mailsAfter };
    });
    for (const mail of mails) await sendAfterCommit(request.server, mail, 'Email change mail', { userId: id });
    return ok(user);
  } catch (error) {
    if (error instanceof AppError) throw error;
    rethrowTaken(error, '', wantedEmail);
  }
}

export async function deleteUser(request: FastifyRequest<{ Params: UserParams }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { id } = request.params;
  if (id === caller.principal.userId) throw new AppError(ErrorCode.CannotChangeSelf, 'cannotChangeSelf', { field: 'id' });
  const { users } = request.server.repos;
  await db(request).transaction().execute(async (trx) => {
    const current = await users.findInTenant(caller.tenant, id, trx);
    if (!current) throw userNotFound(id);
    requireMayChange(caller, current);
    if (current.role === 'owner' && current.enabled && (await users.otherEnabledOwners(caller.tenant, id, trx)) === 0) {
      throw new AppError(ErrorCode.LastEnabledOwner, 'lastEnabledOwner', { field: 'id' });
    }
    await users.delete(caller.tenant, id, trx);
    await recordIn(request, trx, {
      action: 'user.deleted',
      tenantId: caller.tenant.tenantId,
      target: { type: 'user', id: String(id), label: current.username },
      changes: changesBetween(current, NOTHING, recordedFieldsOf(current)),
    });
  });
  return reply.code(204).send();
}

export async function resetUserPassword(request: FastifyRequest<{ Params: UserParams }>) {
  const caller = requireUserManager(request);
  const { id } = request.params;
  // A temporary password for yourself would lock you out of everything but choosing another.
  if (id === caller.principal.userId) throw new AppError(ErrorCode.CannotChangeSelf, 'cannotResetOwnPassword', { field: 'id' });
  const temporaryPassword = generatedPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const { users } = request.server.repos;
  await db(request).transaction().execute(async (trx) => {
    const current = await users.findInTenant(caller.tenant, id, trx);
    if (!current) throw userNotFound(id);
    requireMayChange(caller, current);
    if (current.kind === 'service') refuseForServiceAccount('id');
    await users.setPassword(caller.tenant, id, passwordHash, true, new Date().toISOString(), trx);
    // Whoever held the account's sessions (its owner, or whoever took them) holds nothing now.
    const ended = await request.server.areas.sessions.endAllOfUser(id, trx);
    await recordIn(request, trx, {
      action: 'user.passwordReset',
      tenantId: caller.tenant.tenantId,
      target: { type: 'user', id: String(id), label: current.username },
      changes: {
        password: { changed: true },
        mustChangePassword: { before: current.mustChangePassword, after: true },
        ...(ended > 0 && { sessions: { before: ended, after: 0 } }),
      },
    });
  });
  return ok({ temporaryPassword });
}
