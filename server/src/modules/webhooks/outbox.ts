import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AuditRecord } from '../../core/audit/audit-record.js';
import { toDbBoolean, type Database } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { inChunks } from '../../db/in-chunks.js';

/** The deliveries not sent yet (waiting for a try, or being tried), and when the oldest was queued. */
export async function outboxBacklog(db: Kysely<Database>): Promise<{ waiting: number; oldestAt: string | null }> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => [eb.fn.countAll<string | number>().as('waiting'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'delivering'])
    .executeTakeFirst();
  const oldest = row?.oldest as Date | string | null | undefined;
  return { waiting: Number(row?.waiting ?? 0), oldestAt: oldest === null || oldest === undefined ? null : new Date(oldest).toISOString() };
}

/**
 * Writes, in the transaction `db` of the event it follows, a delivery of audit event `eventId` to
 * each enabled endpoint of its tenant that asks for its action (`*`, its group `user.*`, or itself):
 * the outbox the worker sends from.
 */
export async function enqueueDeliveries(event: AuditRecord, eventId: number, db: Kysely<Database>): Promise<void> {
  const { tenantId } = event;
  if (tenantId === null) return;
  const payload = payloadOf(event, eventId);
  const at = dialectOf(db) === 'postgres' ? sql<string>`cast(${event.at} as timestamptz)` : sql<string>`${event.at}`;
  await db
    .insertInto('webhook_deliveries')
    .columns(['endpoint_id', 'event_id', 'event_type', 'payload', 'status', 'next_attempt_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('webhook_endpoints')
        .select([
          'endpoint_id',
          // Typed: PostgreSQL reads a parameter in a select list as text.
          sql<number>`cast(${eventId} as bigint)`.as('event_id'),
          eb.val(event.action).as('event_type'),
          eb.val(payload).as('payload'),
          eb.val('pending').as('status'),
          at.as('next_attempt_at'),
          at.as('created_at'),
        ])
        .where(subscribedTo(tenantId, event.action)),
    )
    .execute();
}

/**
 * The deliveries of many events in the transaction `db` (a batch of invitations: thousands of
 * events of one action in one tenant), as `enqueueDeliveries` writes each: the endpoints that ask
 * for each tenant's action looked up once, the deliveries written a few hundred a statement.
 */
export async function enqueueDeliveriesOfAll(events: readonly AuditRecord[], eventIds: readonly number[], db: Kysely<Database>): Promise<void> {
  const endpointsOf = new Map<string, (number | string)[]>();
  const deliveries = [];
  for (const [index, event] of events.entries()) {
    if (event.tenantId === null) continue;
    const eventId = eventIds[index] ?? 0;
    const key = `${event.tenantId} ${event.action}`;
    let endpoints = endpointsOf.get(key);
    if (!endpoints) {
      const rows = await db.selectFrom('webhook_endpoints').select('endpoint_id').where(subscribedTo(event.tenantId, event.action)).orderBy('endpoint_id').execute();
      endpoints = rows.map((row) => row.endpoint_id);
      endpointsOf.set(key, endpoints);
    }
    const payload = payloadOf(event, eventId);
    for (const endpointId of endpoints) {
      deliveries.push({ endpoint_id: endpointId, event_id: eventId, event_type: event.action, payload, status: 'pending' as const, next_attempt_at: event.at, created_at: event.at });
    }
  }
  for (const part of inChunks(deliveries)) await db.insertInto('webhook_deliveries').values(part).execute();
}

/** The JSON body a delivery of the event sends. */
function payloadOf(event: AuditRecord, eventId: number): string {
  return JSON.stringify({ type: event.action, timestamp: event.at, data: { eventId, ...event } });
}

/** The tenant's enabled endpoints that ask for the action: `*`, its group (`user.*`), or itself. */
function subscribedTo(tenantId: number, action: string) {
  const group = `${action.split('.')[0] ?? ''}.*`;
  return (where: ExpressionBuilder<Database, 'webhook_endpoints'>) =>
    where.and([
      where('tenant_id', '=', tenantId),
      where('enabled', '=', toDbBoolean(true)),
      where.or([where('event_types', 'like', '% * %'), where('event_types', 'like', `% ${action} %`), where('event_types', 'like', `% ${group} %`)]),
    ]);
}
