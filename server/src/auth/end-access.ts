import type { Kysely } from 'kysely';
import type { AuditChanges } from '../core/audit/audit-actions.js';
import type { ApiTokenRevokedReason, Database } from '../db/database.js';
import type { ApiTokenRepository } from './api-token-repository.js';
import type { SessionRepository } from './session-repository.js';

/** The two kinds of credential a user holds beside their password: sessions and API tokens. */
export interface AccessHolders {
  sessions: Pick<SessionRepository, 'endAllOfUser' | 'endAllOfTenant'>;
  apiTokens: Pick<ApiTokenRepository, 'revokeAllOfUser' | 'revokeAllOfTenant'>;
}

/** How many of each ended. */
export interface EndedAccess {
  sessions: number;
  apiTokens: number;
}

/**
 * Ends everything the user's rights let them hold, for good: every session (and every session in
 * which they act as an owner) and every API token, revoked for `reason`. Enabling them again brings
 * nothing back.
 */
export async function endAccessOfUser(holders: AccessHolders, userId: number, reason: ApiTokenRevokedReason, now: string, trx: Kysely<Database>): Promise<EndedAccess> {
  return {
    sessions: await holders.sessions.endAllOfUser(userId, trx),
    apiTokens: await holders.apiTokens.revokeAllOfUser(userId, reason, now, trx),
  };
}

/** As `endAccessOfUser`, for every user of the tenant: it was disabled or deleted. */
export async function endAccessOfTenant(holders: AccessHolders, tenantId: number, reason: ApiTokenRevokedReason, now: string, trx: Kysely<Database>): Promise<EndedAccess> {
  return {
    sessions: await holders.sessions.endAllOfTenant(tenantId, trx),
    apiTokens: await holders.apiTokens.revokeAllOfTenant(tenantId, reason, now, trx),
  };
}

/** What ended, as the changes of the event that ended it: only what there was. */
export function endedAccessChanges(ended: EndedAccess): AuditChanges {
  return {
    ...(ended.sessions > 0 && { sessions: { before: ended.sessions, after: 0 } }),
    ...(ended.apiTokens > 0 && { apiTokens: { before: ended.apiTokens, after: 0 } }),
  };
}
