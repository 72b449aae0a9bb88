import type { FastifyRequest } from 'fastify';
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

export async function login(request: FastifyRequest<{ Body: LoginBody }>) {
  const { username, password } = request.body;
  const { users } = request.server.repos;
  const credentials = await users.findCredentials(username);
  const valid = credentials
    ? await verifyPassword(credentials.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!credentials || !valid) throw new AppError(ErrorCode.InvalidCredentials, 'invalidCredentials');
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
