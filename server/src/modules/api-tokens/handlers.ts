import type { ApiTokenCreate } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKENS_PER_ACCOUNT, type ApiTokenView } from '../../auth/api-token-repository.js';
import { newApiTokenSecret } from '../../auth/api-token-secret.js';
import { callerOf, managesUsers, requireMayChange, type Caller } from '../../auth/permissions.js';
import type { Principal } from '../../auth/principal.js';
import { recordIn } from '../../core/audit/audit-context.js';
import type { AuditAction } from '../../core/audit/audit-actions.js';
import { keepAnswerIn, sendCreated } from '../../core/created-answer.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';

interface AccountParams {
  id: number;
}

interface TokenParams extends AccountParams {
  tokenId: number;
}

/** The account a token call is about, as much of it as the rules need. */
interface Account {
  userId: number;
  username: string;
  tenantId: number;
  isService: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The caller's own account, wherever they act; or an account of the acting tenant they manage
 * (owners and administrators), never one that ranks above them. Members learn nothing of others.
 */
async function accountOf(request: FastifyRequest, caller: Caller, id: number): Promise<Account> {
  const { users } = request.server.areas;
  if (id === caller.principal.userId) return selfOf(caller.principal);
  if (!managesUsers(caller.principal)) throw new AppError(ErrorCode.RoleForbidden, 'roleForbidden');
  const user = await users.findInTenant(caller.tenant, id);
  if (!user) throw new AppError(ErrorCode.UserNotFound, 'userNotFound', { params: { id }, field: 'id' });
  requireMayChange(caller, user);
  return { userId: user.userId, username: user.username, tenantId: user.tenantId, isService: user.kind === 'service' };
}

function selfOf(principal: Principal): Account {
  return { userId: principal.userId, username: principal.username, tenantId: principal.tenantId, isService: principal.isService };
}

function recordToken(request: FastifyRequest, account: Account, action: AuditAction, token: ApiTokenView, created: boolean) {
  const changes = {
    token: { before: created ? null : token.name, after: created ? token.name : null },
    ...(created && { expiresAt: { before: null, after: token.expiresAt } }),
  };
  return (trx: Parameters<typeof recordIn>[1]) =>
    recordIn(request, trx, { action, tenantId: account.tenantId, target: { type: 'user', id: String(account.userId), label: account.username }, changes });
}

export async function listApiTokens(request: FastifyRequest<{ Params: AccountParams }>) {
  const caller = callerOf(request);
  const account = await accountOf(request, caller, request.params.id);
  return ok(await request.server.repos.apiTokens.listOfUser(account.userId, new Date().toISOString()));
}

export async function getApiToken(request: FastifyRequest<{ Params: TokenParams }>) {
  const caller = callerOf(request);
  const account = await accountOf(request, caller, request.params.id);
  const { tokenId } = request.params;
  const token = await request.server.repos.apiTokens.findOfUser(account.userId, tokenId);
  if (!token) throw new AppError(ErrorCode.ApiTokenNotFound, 'apiTokenNotFound', { field: 'tokenId', params: { id: tokenId } });
  return ok(token);
}

/**
 * A token for the caller's own account, or for a service account they manage: never for another
 * person, which would let one act as them. Only those who manage users make tokens that never expire.
 */
export async function createApiToken(request: FastifyRequest<{ Params: AccountParams; Body: ApiTokenCreate }>, reply: FastifyReply) {
  const caller = callerOf(request);
  const account = await accountOf(request, caller, request.params.id);
  if (account.userId !== caller.principal.userId && !account.isService) {
    throw new AppError(ErrorCode.RoleForbidden, 'apiTokenForOtherPerson', { field: 'id' });
  }
  const { name, expiresInDays } = request.body;
  if (expiresInDays === null && !managesUsers(caller.principal)) {
    throw new AppError(ErrorCode.RoleForbidden, 'apiTokenWithoutExpiry', { field: 'expiresInDays' });
  }
  const { apiTokens } = request.server.repos;
  const secret = newApiTokenSecret();
  const now = Date.now();
  const answer = await request.server.database.db.transaction().execute(async (trx) => {
    if ((await apiTokens.countOfUser(account.userId, trx)) >= API_TOKENS_PER_ACCOUNT) {
      throw new AppError(ErrorCode.ApiTokenLimitReached, 'apiTokenLimitReached', { params: { limit: API_TOKENS_PER_ACCOUNT } });
    }
    const token = await apiTokens.create(
      {
        tokenHash: secret.hash,
        prefix: secret.prefix,
        userId: account.userId,
        name,
        now: new Date(now).toISOString(),
        expiresAt: expiresInDays === null ? null : new Date(now + expiresInDays * DAY_MS).toISOString(),
      },
      trx,
    );
    await recordToken(request, account, 'apiToken.created', token, true)(trx);
    return keepAnswerIn(request, trx, { location: `/api/v1/users/${account.userId}/api-tokens/${token.tokenId}`, body: ok({ ...token, token: secret.token }) });
  });
  return sendCreated(reply, answer);
}

/**
 * Stops the token at once, on every server: its row is marked revoked, and with it every cached
 * caller of it ends. A token revoked already stays as it is (204, nothing recorded again).
 */
export async function revokeApiToken(request: FastifyRequest<{ Params: TokenParams }>, reply: FastifyReply) {
  const caller = callerOf(request);
  const account = await accountOf(request, caller, request.params.id);
  const { tokenId } = request.params;
  const { apiTokens } = request.server.repos;
  await request.server.database.db.transaction().execute(async (trx) => {
    const revoked = await apiTokens.revoke(account.userId, tokenId, new Date().toISOString(), trx);
    if (revoked) return recordToken(request, account, 'apiToken.revoked', revoked, false)(trx);
    if (!(await apiTokens.findOfUser(account.userId, tokenId, trx))) {
      throw new AppError(ErrorCode.ApiTokenNotFound, 'apiTokenNotFound', { field: 'tokenId', params: { id: tokenId } });
    }
  });
  return reply.code(204).send();
}
