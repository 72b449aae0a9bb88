import type { SignUpLink as SignUpLinkBody } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resetTokenHash } from '../../auth/link-token.js';
import { recordIn } from '../../core/audit/audit-context.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { tenantNameTaken } from '../../core/tenant-refusals.js';
import { emailTaken, usernameTaken } from '../../core/user-conflicts.js';
import type { Database } from '../../db/database.js';
import { uniqueViolationOn } from '../../db/unique-violation.js';
import { refuseWhenClosed } from './sign-up-closed.js';
import type { SignUpLink } from './sign-up-request-repository.js';

/** The link's state: unknown (forged, mistyped, or forgotten a week after it expired), used, expired, or good. */
async function usableLink(request: FastifyRequest, token: string, db?: Kysely<Database>): Promise<SignUpLink> {
  const link = await request.server.repos.signUpRequests.findLink(resetTokenHash(token), db);
  if (!link) throw new AppError(ErrorCode.SignUpLinkNotFound, 'signUpLinkNotFound', { field: 'token' });
  if (link.usedAt !== null) throw new AppError(ErrorCode.SignUpLinkUsed, 'signUpLinkUsed', { field: 'token' });
  if (Date.parse(link.expiresAt) <= Date.now()) throw new AppError(ErrorCode.SignUpLinkExpired, 'signUpLinkExpired', { field: 'token' });
  return link;
}

/**
 * A 409 at the field of the link's tenant name, username or email when another tenant or account
 * has it now: taken before the request (which did not say so) or since. Only the holder of the
 * mailbox, who has the link, learns it.
 */
async function refuseTaken(request: FastifyRequest, link: SignUpLink, db: Kysely<Database>): Promise<void> {
  const { tenants, users } = request.server.areas;
  if ((await tenants.findIdByUsername(link.tenantName, db)) !== undefined) throw tenantNameTaken(link.tenantName, 'tenantName');
  if (await users.usernameTaken(link.username, db)) throw usernameTaken(link.username);
  if (await users.emailTaken(link.email, undefined, db)) throw emailTaken(link.email);
}

export async function checkSignUpLink(request: FastifyRequest<{ Body: SignUpLinkBody }>) {
  refuseWhenClosed(request);
  const link = await usableLink(request, request.body.token);
  await refuseTaken(request, link, request.server.database.db);
  return ok({ tenantName: link.tenantName, username: link.username, email: link.email });
}

/**
 * The link's tenant and its owner in one transaction, enabled at once only when sign-up is
 * `open`; the owner has the password given with the request and the email the link was mailed to.
 */
export async function confirmSignUp(request: FastifyRequest<{ Body: SignUpLinkBody }>, reply: FastifyReply) {
  refuseWhenClosed(request);
  const { token } = request.body;
  const { database, repos, areas, config } = request.server;
  const link = await usableLink(request, token);
  const { tenantName, username, email, passwordHash } = link;
  const enabled = config.signUp === 'open';
  const now = new Date().toISOString();
  try {
    const signedUp = await database.db.transaction().execute(async (trx) => {
      // Two tabs at once, or the link's time running out meanwhile: the link says which.
      if (!(await repos.signUpRequests.use(resetTokenHash(token), now, trx))) {
        await usableLink(request, token, trx);
        throw new AppError(ErrorCode.SignUpLinkUsed, 'signUpLinkUsed', { field: 'token' });
      }
      // Refused here, the transaction leaves the link unused: it may work once the name is free again.
      await refuseTaken(request, link, trx);
      const tenantId = (await areas.tenants.insertMany([{ username: tenantName, enabled, awaitingApproval: !enabled }], now, trx)).get(tenantName);
      if (tenantId === undefined) throw new Error(`Tenant ${tenantName} was not written`);
      const userId = await areas.users.create({ tenantId, username, passwordHash, isAdmin: false, role: 'owner', email }, now, trx);
      await recordIn(request, trx, {
        action: 'tenant.signedUp',
        actor: { userId, username, isAdmin: false },
        tenantId,
        target: { type: 'tenant', id: String(tenantId), label: tenantName },
        changes: {
          username: { before: null, after: tenantName },
          enabled: { before: null, after: enabled },
          owner: { before: null, after: username },
          email: { before: null, after: email },
        },
      });
      return { tenantId, tenantName, username, enabled };
    });
    return reply.code(201).send(ok(signedUp));
  } catch (error) {
    // Two sign-ups for one name confirmed at once: the unique index decides, and says which.
    const violated = uniqueViolationOn(error);
    if (violated === 'email') throw emailTaken(email);
    if (violated === 'username') {
      const text = `${(error as Error).message} ${(error as { constraint?: string }).constraint ?? ''}`;
      throw text.includes('tenants_username_key') ? tenantNameTaken(tenantName, 'tenantName') : usernameTaken(username);
    }
    throw error;
  }
}
