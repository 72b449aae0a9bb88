import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../../core/audit/record-event.js';

/** How many tenants one transaction purges: a day's backlog goes in steps that hold no lock for long. */
const PURGE_BATCH = 50;
/** The job looks again at least this often, and sooner when the next purge date is nearer. */
const LONGEST_WAIT_MS = 3600 * 1000;

/**
 * Purges every tenant whose purge date has come, a batch per transaction, each with its
 * `tenant.purged` event (by the server) in the same transaction: run by every instance at once,
 * each tenant is deleted, and told of, by exactly one of them (its row is gone for the others).
 */
export async function purgeDueTenants(server: FastifyInstance): Promise<number> {
  const { database, repos } = server;
  let purged = 0;
  for (;;) {
    const now = new Date().toISOString();
    const batch = await database.db.transaction().execute(async (trx) => {
      const gone = await repos.tenants.purgeDue(now, PURGE_BATCH, trx);
      for (const tenant of gone) {
        await recordEvent(server, 
          {
            at: now,
            action: 'tenant.purged',
            actor: { userId: null, username: 'system', isAdmin: false },
            tenantId: tenant.tenantId,
            target: { type: 'tenant', id: String(tenant.tenantId), label: tenant.username },
            changes: { state: { before: 'deleted', after: null }, deletedAt: { before: tenant.deletedAt, after: tenant.deletedAt } },
            requestId: `tenant-purge-${tenant.tenantId}`,
            clientAddress: '',
            userAgent: '',
          },
          trx,
        );
      }
      return gone;
    });
    purged += batch.length;
    if (batch.length > 0) server.log.info({ tenants: batch.map((tenant) => tenant.tenantId) }, 'Purged deleted tenants past their purge date');
    if (batch.length < PURGE_BATCH) return purged;
  }
}

/** How long until the job should look again: the next purge date, or an hour, whichever is sooner. */
export async function nextPurgeDelay(server: FastifyInstance): Promise<number> {
  const next = await server.repos.tenants.nextPurgeAt();
  if (next === undefined) return LONGEST_WAIT_MS;
  return Math.max(0, Math.min(LONGEST_WAIT_MS, Date.parse(next) - Date.now()));
}
