import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuditRecord } from './audit-record.js';

/**
 * Records `event` with its webhook deliveries, in one transaction (`db`'s when given): no change
 * without its event, no tenant's event without its deliveries. The audit area keeps the log and
 * the webhooks area its outbox; this is where the two meet. Answers the event's id.
 */
export async function recordEvent(server: FastifyInstance, event: AuditRecord, db?: Kysely<Database>): Promise<number> {
  const write = async (trx: Kysely<Database>) => {
    const eventId = await server.areas.audit.record(event, trx);
    await server.areas.webhooks.enqueueDeliveries(event, eventId, trx);
    return eventId;
  };
  return db ? write(db) : server.database.db.transaction().execute(write);
}

/**
 * Records many events of distinct targets with their webhook deliveries, in the transaction `db`
 * (a batch of invitations): the same rows as `recordEvent` for each, in a few statements.
 */
export async function recordEvents(server: FastifyInstance, events: readonly AuditRecord[], db: Kysely<Database>): Promise<void> {
  if (events.length === 0) return;
  const eventIds = await server.areas.audit.recordAll(events, db);
  await server.areas.webhooks.enqueueDeliveriesOfAll(events, eventIds, db);
}
