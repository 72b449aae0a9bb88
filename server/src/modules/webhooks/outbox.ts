import { sql, type Kysely } from 'kysely';
import type { AuditRecord } from '../../core/audit/audit-record.js';
import { toDbBoolean, type Database } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';

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
  if (event.tenantId === null) return;
  const group = `${event.action.split('.')[0] ?? ''}.*`;
  const payload = JSON.stringify({ type: event.action, timestamp: event.at, data: { eventId, ...event } });
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
        .where('tenant_id', '=', event.tenantId)
        .where('enabled', '=', toDbBoolean(true))
        .where((where) =>
          where.or([
            where('event_types', 'like', '% * %'),
            where('event_types', 'like', `% ${event.action} %`),
            where('event_types', 'like', `% ${group} %`),
          ]),
        ),
    )
    .execute();
}
