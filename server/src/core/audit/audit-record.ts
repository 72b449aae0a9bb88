import type { AuditAction, AuditChanges, AuditTargetType } from './audit-actions.js';

/** What one event records, apart from its id. */
export interface AuditRecord {
  at: string;
  action: AuditAction;
  /** `tokenName`: the API token the call was made with; absent for a session. `onBehalfOf`: the owner an administrator acted as. */
  actor: { userId: number | null; username: string; isAdmin: boolean; tokenName?: string; onBehalfOf?: { userId: number; username: string } };
  tenantId: number | null;
  target: { type: AuditTargetType; id: string; label: string };
  changes: AuditChanges;
  requestId: string;
  clientAddress: string;
  userAgent: string;
}

/**
 * The events a caller may see: all of them (an administrator acting in the system tenant), one
 * tenant's (an administrator acting there, an owner), or one user's own actions (a member).
 */
export interface AuditScope {
  tenantId?: number;
  actorUserId?: number;
}
