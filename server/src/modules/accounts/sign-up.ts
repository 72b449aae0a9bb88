import type { SignUpRequest } from '../../../../contract/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../../core/audit/audit-context.js';
import { checkNewPassword } from '../../auth/new-password.js';
import { hashPassword } from '../../auth/passwords.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { tenantNameTaken } from '../../core/tenant-refusals.js';
import { uniqueViolationOn } from '../../db/unique-violation.js';
import { ok } from '../../core/envelope.js';
import { emailTaken, usernameTaken } from '../../core/user-conflicts.js';

export async function getSignUpPolicy(request: FastifyRequest) {
  return ok({ mode: request.server.config.signUp });
}

/** A tenant and its owner in one transaction, enabled at once only when sign-up is `open`. */
export async function signUp(request: FastifyRequest<{ Body: SignUpRequest }>, reply: FastifyReply) {
  const { signUp: mode } = request.server.config;
  if (mode === 'off') throw new AppError(ErrorCode.SignUpClosed, 'signUpClosed');
  const { tenantName, username, email, password } = request.body;
  checkNewPassword(password, username, 'password');
  const passwordHash = await hashPassword(password);
  const enabled = mode === 'open';
  const now = new Date().toISOString();
  try {
    const signedUp = await request.server.database.db.transaction().execute(async (trx) => {
      const { tenants, users } = request.server.repos;
      if ((await tenants.findIdByUsername(tenantName, trx)) !== undefined) throw tenantNameTaken(tenantName, 'tenantName');
      if (await users.usernameTaken(username, trx)) throw usernameTaken(username);
      if (await users.emailTaken(email, undefined, trx)) throw emailTaken(email);
      const tenantId = (await tenants.insertMany([{ username: tenantName, enabled, awaitingApproval: !enabled }], now, trx)).get(tenantName);
      if (tenantId === undefined) throw new Error(`Tenant ${tenantName} was not written`);
      const userId = await users.create({ tenantId, username, passwordHash, isAdmin: false, role: 'owner', email }, now, trx);
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
    // Two sign-ups for one name at once: the unique index decides, and says which.
    const violated = uniqueViolationOn(error);
    if (violated === 'email') throw emailTaken(email);
    if (violated === 'username') {
      const text = `${(error as Error).message} ${(error as { constraint?: string }).constraint ?? ''}`;
      throw text.includes('tenants_username_key') ? tenantNameTaken(tenantName, 'tenantName') : usernameTaken(username);
    }
    throw error;
  }
}
