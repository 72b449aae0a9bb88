import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords.js';
import { AppError, ErrorCode } from '../errors.js';
import type { Principal } from '../repositories/user-repository.js';
import { ok } from '../types.js';

interface LoginBody {
  username: string;
  password: string;
}

function publicUser(principal: Principal) {
  return {
    userId: principal.userId,
    username: principal.username,
    isAdmin: principal.isAdmin,
    tenantId: principal.tenantId,
  };
}

export async function login(request: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) {
  const { username, password } = request.body;
  const { repos, signInFailures } = request.server;
  // One address trying one password over many usernames is slowed here; unknown users and
  // wrong passwords count alike, so the limit tells nothing about which usernames exist.
  const retryAfter = await signInFailures.retryAfterSeconds(request.ip);
  if (retryAfter > 0) {
    reply.header('retry-after', retryAfter);
    throw new AppError(ErrorCode.TooManyRequests, 'tooManyRequests', { params: { seconds: retryAfter } });
  }
  const credentials = await repos.users.findCredentials(username);
  const valid = credentials
    ? await verifyPassword(credentials.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!credentials || !valid) {
    await signInFailures.record(request.ip);
    throw new AppError(ErrorCode.InvalidCredentials, 'invalidCredentials');
  }
  if (!credentials.tenantEnabled) throw new AppError(ErrorCode.TenantDisabled, 'tenantDisabled');
  const token = await request.server.tokens.sign({
    userId: credentials.userId,
    tenantId: credentials.tenantId,
    isAdmin: credentials.isAdmin,
  });
  return ok({ token, user: publicUser(credentials) });
}

export async function getCurrentUser(request: FastifyRequest) {
  if (!request.principal) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  return ok(publicUser(request.principal));
}
