import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuditRecord } from './audit-record.js';
import { recordEvent, recordEvents } from './record-event.js';

/** What an event says beyond the request it came from. */
export type AuditEntry = Pick<AuditRecord, 'action' | 'tenantId' | 'target' | 'changes'> & { actor?: AuditRecord['actor'] };

/** The event of `entry`, made by this request: its actor (the principal unless named), time and origin. */
export function auditRecordOf(request: FastifyRequest, entry: AuditEntry): AuditRecord {
  const principal = request.principal;
  const acting = request.session?.impersonator;
  // Acting as an owner, the administrator did it, on the owner's behalf.
  const actor =
    entry.actor ??
    (acting && principal
      ? { userId: acting.userId, username: acting.username, isAdmin: true, onBehalfOf: { userId: principal.userId, username: principal.username } }
      : {
          userId: principal?.userId ?? null,
          username: principal?.username ?? '',
          isAdmin: principal?.isAdmin ?? false,
          ...(request.apiToken && { tokenName: request.apiToken.name }),
        });
  const userAgent = request.headers['user-agent'];
  return {
    at: new Date().toISOString(),
    ...entry,
    actor,
    requestId: String(request.id),
    clientAddress: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : '',
  };
}

/** Records `entry` in the transaction `trx`, so that the change and its event commit or fail together. */
export async function recordIn(request: FastifyRequest, trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await recordEvent(request.server, auditRecordOf(request, entry), trx);
  // Its webhook deliveries are looked for as soon as the answer is sent, after the commit.
  request.auditRecorded = true;
}

/** Records many entries of distinct targets in the transaction `trx` (a batch), each as `recordIn` would. */
export async function recordAllIn(request: FastifyRequest, trx: Kysely<Database>, entries: readonly AuditEntry[]): Promise<void> {
  await recordEvents(request.server, entries.map((entry) => auditRecordOf(request, entry)), trx);
  if (entries.length > 0) request.auditRecorded = true;
}

/** The console itself, as the actor of what it does on its own account. */
export const SYSTEM_ACTOR: AuditRecord['actor'] = { userId: null, username: 'system', isAdmin: false };

/**
 * Records, in the transaction `trx`, an event that this request brought about in another tenant's
 * log, under the console's own name and without the request's address or user agent: that tenant
 * learns what happened to it, not who made it happen. The request id stays, for operators.
 */
export async function recordAsSystemIn(request: FastifyRequest, trx: Kysely<Database>, entry: Omit<AuditEntry, 'actor'>): Promise<void> {
  const event = auditRecordOf(request, { ...entry, actor: SYSTEM_ACTOR });
  await recordEvent(request.server, { ...event, clientAddress: '', userAgent: '' }, trx);
  request.auditRecorded = true;
}

/**
 * A tenant's name as its events name their target, or its id when it has none. Read it before the
 * write's transaction or pass that transaction as `db`: on SQLite a read beside an open transaction
 * waits for the one connection it holds, and the request hangs without an error.
 */
export async function tenantLabel(request: FastifyRequest, tenantId: number, db?: Kysely<Database>): Promise<string> {
  return (await request.server.areas.tenants.nameOf(tenantId, db)) ?? String(tenantId);
}
