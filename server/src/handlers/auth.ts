import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditRecordOf } from '../audit/audit-context.js';
import { refuseWhileAddressLimited } from '../auth/address-limit.js';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords.js';
import { callerOf } from '../auth/permissions.js';
import { AppError, ErrorCode } from '../errors.js';
import type { Credentials } from '../repositories/user-repository.js';
import { ok } from '../types.js';

interface LoginBody {
  username: string;
  password: string;
}

/** A failed sign-in, in the log of the account's tenant when the account exists; no id, as nobody proved who they are. */
async function recordFailure(request: FastifyRequest, username: string, credentials: Credentials | undefined) {
  await request.server.repos.audit.record(
    auditRecordOf(request, {
      action: 'auth.signIn.failed',
      actor: { userId: null, username, isAdmin: false },
      tenantId: credentials?.tenantId ?? null,
      target: { type: 'user', id: credentials ? String(credentials.userId) : '', label: username },
      changes: {},
    }),
  );
}

export async function login(request: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) {
  const { username, password } = request.body;
  const { repos, signInFailures } = request.server;
  // One address trying one password over many usernames is slowed here; unknown users and
  // wrong passwords count alike, so the limit tells nothing about which usernames exist.
  await refuseWhileAddressLimited(request, reply);
  const credentials = await repos.users.findCredentials(username);
  const valid = credentials
    ? await verifyPassword(credentials.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!credentials || !valid) {
    await signInFailures.record(request.ip);
    await recordFailure(request, username, credentials);
    throw new AppError(ErrorCode.InvalidCredentials, 'invalidCredentials');
  }
  if (!credentials.tenantEnabled || !credentials.enabled) {
    await recordFailure(request, username, credentials);
    throw credentials.tenantEnabled
      ? new AppError(ErrorCode.UserDisabled, 'userDisabled')
      : new AppError(ErrorCode.TenantDisabled, 'tenantDisabled');
  }
  const now = new Date().toISOString();
  const user = await request.server.database.db.transaction().execute(async (trx) => {
    await repos.users.recordSignIn(credentials.userId, now, trx);
    await repos.audit.record(
      auditRecordOf(request, {
        action: 'auth.signIn.succeeded',
        actor: { userId: credentials.userId, username: credentials.username, isAdmin: credentials.isAdmin },
        tenantId: credentials.tenantId,
        target: { type: 'user', id: String(credentials.userId), label: credentials.username },
        changes: {},
      }),
      trx,
    );
    return repos.users.findSelf(credentials.userId, trx);
  });
  if (!user) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  const token = await request.server.tokens.sign({
    userId: credentials.userId,
    tenantId: credentials.tenantId,
    isAdmin: credentials.isAdmin,
    tokenVersion: credentials.tokenVersion,
  });
  return ok({ token, user });
}

export async function getCurrentUser(request: FastifyRequest) {
  const { principal } = callerOf(request);
  const user = await request.server.repos.users.findSelf(principal.userId);
  if (!user) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  return ok(user);
}
