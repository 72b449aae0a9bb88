import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { fromDbBoolean, fromDbTimestamp, toDbBoolean, type AuditEventsTable, type Database } from '../../db/database.js';
import { inChunks } from '../../db/in-chunks.js';
import type { AuditFilter } from './audit-filter.js';
import type { ListQuery } from '../../core/lists/list-query.js';
import { AUDIT_COUNT_LIMIT, type AuditSortField } from './sort-fields.js';
import type { AuditAction, AuditChanges, AuditTargetType } from '../../core/audit/audit-actions.js';
import type { AuditRecord, AuditScope } from '../../core/audit/audit-record.js';

type Db = Kysely<Database>;

export interface AuditEventView extends AuditRecord {
  eventId: number;
}

export { AUDIT_COUNT_LIMIT, AUDIT_SORT_FIELDS, type AuditSortField } from './sort-fields.js';

type EventQuery = SelectQueryBuilder<Database, 'audit_events', object>;

function toView(row: Selectable<AuditEventsTable>): AuditEventView {
  return {
    eventId: Number(row.event_id),
    at: fromDbTimestamp(row.at),
    action: row.action as AuditAction,
    actor: {
      userId: row.actor_user_id,
      username: row.actor_username,
      isAdmin: fromDbBoolean(row.actor_is_admin),
      ...(row.actor_token_name !== null && { tokenName: row.actor_token_name }),
      ...(row.actor_on_behalf_of_id !== null && { onBehalfOf: { userId: row.actor_on_behalf_of_id, username: row.actor_on_behalf_of_name ?? '' } }),
    },
    tenantId: row.tenant_id,
    target: { type: row.target_type as AuditTargetType, id: row.target_id, label: row.target_label },
    changes: JSON.parse(row.changes) as AuditChanges,
    requestId: row.request_id,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  };
}

/** An event as `audit_events` keeps it. */
function toRow(event: AuditRecord) {
  return {
    at: event.at,
    action: event.action,
    actor_user_id: event.actor.userId,
    actor_username: event.actor.username.slice(0, 64),
    actor_is_admin: toDbBoolean(event.actor.isAdmin),
    actor_token_name: event.actor.tokenName?.slice(0, 100) ?? null,
    actor_on_behalf_of_id: event.actor.onBehalfOf?.userId ?? null,
    actor_on_behalf_of_name: event.actor.onBehalfOf?.username.slice(0, 64) ?? null,
    tenant_id: event.tenantId,
    target_type: event.target.type,
    target_id: event.target.id.slice(0, 20),
    target_label: event.target.label.slice(0, 255),
    changes: JSON.stringify(event.changes),
    request_id: event.requestId.slice(0, 64),
    client_address: event.clientAddress.slice(0, 64),
    user_agent: event.userAgent.slice(0, 512),
  };
}

/** The audit log: written in the transaction of the change it records, read within a scope. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records the event, in the transaction `db` when given, and answers its id. Its webhook
   * deliveries are written beside it by `core/audit`'s `recordEvent`, the one way areas record.
   */
  async record(event: AuditRecord, db: Db = this.db): Promise<number> {
    return this.insert(event, db);
  }

  private async insert(event: AuditRecord, db: Db): Promise<number> {
    const row = await db.insertInto('audit_events').values(toRow(event)).returning('event_id').executeTakeFirstOrThrow();
    return Number(row.event_id);
  }

  /**
   * Many events of distinct targets (a batch of invitations), a few hundred a statement, in the
   * transaction `db`: answers their ids in the events' order, matched by target (the order a
   * multi-row insert returns its rows in is not one SQLite promises).
   */
  async recordAll(events: readonly AuditRecord[], db: Db): Promise<number[]> {
    const targetOf = (type: string, id: string) => `${type}:${id}`;
    const idOf = new Map<string, number>();
    for (const part of inChunks(events)) {
      const rows = await db.insertInto('audit_events').values(part.map(toRow)).returning(['event_id', 'target_type', 'target_id']).execute();
      for (const row of rows) idOf.set(targetOf(row.target_type, row.target_id), Number(row.event_id));
    }
    if (idOf.size !== events.length) throw new Error('recordAll records events of distinct targets only');
    return events.map((event) => idOf.get(targetOf(event.target.type, event.target.id.slice(0, 20))) ?? 0);
  }

  private scoped(scope: AuditScope, filter: AuditFilter): EventQuery {
    let query = this.db.selectFrom('audit_events') as EventQuery;
    const tenantId = scope.tenantId ?? filter.tenantId;
    if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
    if (scope.tenantId !== undefined && filter.tenantId !== undefined && filter.tenantId !== scope.tenantId) {
      query = query.where(sql<boolean>`1 = 0`);
    }
    if (scope.actorUserId !== undefined) query = query.where('actor_user_id', '=', scope.actorUserId);
    if (filter.actions) query = query.where('action', 'in', filter.actions);
    if (filter.actorId !== undefined) query = query.where('actor_user_id', '=', filter.actorId);
    if (filter.actor !== undefined) query = query.where(sql<string>`lower(actor_username)`, '=', filter.actor);
    if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
    if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
    if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('at', '<', filter.to);
    if (filter.ids !== undefined) query = query.where('event_id', 'in', filter.ids);
    return query;
  }

  /**
   * Events are numbered in the order they happened, so both sort fields order by id. The total is
   * counted up to `COUNT_LIMIT`; beyond, it is unknown (`undefined`): counting a million events
   * took PostgreSQL 250 ms a page, and a log that long is read by filter and page, not by total.
   */
  async page(scope: AuditScope, query: ListQuery<AuditSortField, AuditFilter>): Promise<{ rows: AuditEventView[]; total: number | undefined }> {
    const base = this.scoped(scope, query.filter);
    const [rows, counted] = await Promise.all([
      base
        .selectAll()
        .orderBy('event_id', query.sort.direction)
        .limit(query.range.end - query.range.start + 1)
        .offset(query.range.start)
        .execute(),
      this.db
        .selectFrom(base.select('event_id').limit(AUDIT_COUNT_LIMIT + 1).as('matching'))
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(counted.count);
    return { rows: rows.map(toView), total: total > AUDIT_COUNT_LIMIT ? undefined : total };
  }

  async findVisible(scope: AuditScope, eventId: number): Promise<AuditEventView | undefined> {
    const row = await this.scoped(scope, {}).selectAll().where('event_id', '=', eventId).executeTakeFirst();
    return row && toView(row);
  }

  /** Every matching event, newest first, a batch at a time by keyset. */
  async *exportBatches(scope: AuditScope, filter: AuditFilter, batchSize: number): AsyncGenerator<AuditEventView[]> {
    let before: number | undefined;
    for (;;) {
      let query = this.scoped(scope, filter).selectAll().orderBy('event_id', 'desc').limit(batchSize);
      if (before !== undefined) query = query.where('event_id', '<', before);
      const rows = (await query.execute()).map(toView);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
      before = rows[rows.length - 1]?.eventId;
    }
  }

  /**
   * Deletes events older than `cutoff`: the one delete the database allows, while this
   * transaction holds the retention grant. Answers how many were deleted.
   */
  async purgeOlderThan(cutoff: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_retention_grant').values({ granted: 1 }).execute();
      const result = await trx.deleteFrom('audit_events').where('at', '<', cutoff).executeTakeFirst();
      await trx.deleteFrom('audit_retention_grant').execute();
      return Number(result.numDeletedRows);
    });
  }
}
