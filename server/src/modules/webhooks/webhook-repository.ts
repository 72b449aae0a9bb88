import { sql, type Kysely, type Selectable } from 'kysely';
import type { ActingTenant } from '../../auth/acting-tenant.js';
import type { SecretBox } from '../../auth/secret-box.js';
import {
  fromDbBoolean,
  fromDbTimestamp,
  toDbBoolean,
  type Database,
  type WebhookDeliveriesTable,
  type WebhookDeliveryStatus,
  type WebhookEndpointsTable,
} from '../../db/database.js';
import { eventTypesOf, storedEventTypes } from './event-types.js';
import { claimBatches, takeClaimLock, type ClaimLimits } from './outbox-claim.js';
import { outboxBacklog } from './outbox.js';

type Db = Kysely<Database>;

/** An endpoint as the contract's `WebhookEndpoint` has it. */
export interface WebhookEndpointView {
  endpointId: number;
  tenantId: number;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: 'failing' | null;
  consecutiveFailures: number;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveryView {
  deliveryId: number;
  endpointId: number;
  eventType: string;
  eventId: number | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  createdAt: string;
}

export interface NewEndpoint {
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
  secret: string;
}

export interface EndpointChanges {
  url?: string;
  description?: string;
  eventTypes?: string[];
  enabled?: boolean;
}

/** A delivery the worker has claimed, with what it needs to send it. */
export interface ClaimedDelivery {
  deliveryId: number;
  endpointId: number;
  tenantId: number;
  url: string;
  payload: string;
  /** Tries made before this one. */
  attempts: number;
  /** The current secret, and the previous one while a rotation overlaps. */
  secrets: string[];
}

/** One endpoint's due deliveries as a claim took them, to be sent in this order (`claimBatches`). */
export type ClaimedBatch = [ClaimedDelivery, ...ClaimedDelivery[]];

/** A try answered with 2xx, and when it was sent. */
export interface Answered {
  delivery: ClaimedDelivery;
  answer: { status: number; body: string };
  sentAt: string;
}

/** The most endpoints a tenant keeps. */
export const ENDPOINTS_PER_TENANT = 20;
/** The deliveries an endpoint's list shows. */
const LISTED_DELIVERIES = 100;

const timestampOrNull = (value: Date | string | null) => (value === null ? null : fromDbTimestamp(value));

function endpointView(row: Selectable<WebhookEndpointsTable>): WebhookEndpointView {
  return {
    endpointId: Number(row.endpoint_id),
    tenantId: row.tenant_id,
    url: row.url,
    description: row.description,
    eventTypes: eventTypesOf(row.event_types),
    enabled: fromDbBoolean(row.enabled),
    disabledReason: row.disabled_reason === 'failing' ? 'failing' : null,
    consecutiveFailures: row.consecutive_failures,
    createdAt: fromDbTimestamp(row.created_at),
    updatedAt: fromDbTimestamp(row.updated_at),
  };
}

function deliveryView(row: Selectable<WebhookDeliveriesTable>): WebhookDeliveryView {
  return {
    deliveryId: Number(row.delivery_id),
    endpointId: Number(row.endpoint_id),
    eventType: row.event_type,
    eventId: row.event_id === null ? null : Number(row.event_id),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? timestampOrNull(row.next_attempt_at) : null,
    lastAttemptAt: timestampOrNull(row.last_attempt_at),
    responseStatus: row.response_status,
    responseBody: row.response_body,
    error: row.error,
    createdAt: fromDbTimestamp(row.created_at),
  };
}

/** Secrets are sealed for their endpoint: a sealed value copied onto another row does not open there. */
const secretContext = (endpointId: number) => `webhook-endpoint:${endpointId}`;

/**
 * Webhook endpoints of the acting tenant and their deliveries (migration 0022). The outbox itself
 * is filled by the audit log's `record`, in the transaction of each event.
 */
export class WebhookRepository {

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  /** The deliveries not sent yet, and when the oldest of them was queued. */
  backlog(): Promise<{ waiting: number; oldestAt: string | null }> {
    return outboxBacklog(this.db);
  }

  async list(tenant: ActingTenant): Promise<WebhookEndpointView[]> {
    const rows = await this.db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenant.tenantId).orderBy('endpoint_id').execute();
    return rows.map(endpointView);
  }

  async find(tenant: ActingTenant, endpointId: number, db: Db = this.db): Promise<WebhookEndpointView | undefined> {
    const row = await db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenant.tenantId).where('endpoint_id', '=', endpointId).executeTakeFirst();
    return row && endpointView(row);
  }

  async count(tenant: ActingTenant, db: Db): Promise<number> {
    const row = await db
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant_id', '=', tenant.tenantId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async create(tenant: ActingTenant, endpoint: NewEndpoint, now: string, db: Db): Promise<WebhookEndpointView> {
    const row = await db
      .insertInto('webhook_endpoints')
      .values({
        tenant_id: tenant.tenantId,
        url: endpoint.url,
        description: endpoint.description,
        event_types: storedEventTypes(endpoint.eventTypes),
        enabled: toDbBoolean(endpoint.enabled),
        // Sealed once the id is known: the seal is bound to it.
        secret_sealed: '',
        created_at: now,
        updated_at: now,
      })
      .returning('endpoint_id')
      .executeTakeFirstOrThrow();
    const endpointId = Number(row.endpoint_id);
    await db
      .updateTable('webhook_endpoints')
      .set({ secret_sealed: this.box.seal(endpoint.secret, secretContext(endpointId)) })
      .where('endpoint_id', '=', endpointId)
      .execute();
    const created = await this.find(tenant, endpointId, db);
    if (!created) throw new Error('The endpoint just made is gone');
    return created;
  }

  async update(tenant: ActingTenant, endpointId: number, changes: EndpointChanges, now: string, db: Db): Promise<void> {
    await db
      .updateTable('webhook_endpoints')
      .set({
        ...(changes.url !== undefined && { url: changes.url }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.eventTypes !== undefined && { event_types: storedEventTypes(changes.eventTypes) }),
        // Enabled again by a person: it starts afresh.
        ...(changes.enabled !== undefined && { enabled: toDbBoolean(changes.enabled), disabled_reason: null, ...(changes.enabled && { consecutive_failures: 0 }) }),
        updated_at: now,
      })
      .where('tenant_id', '=', tenant.tenantId)
      .where('endpoint_id', '=', endpointId)
      .execute();
  }

  async delete(tenant: ActingTenant, endpointId: number, db: Db): Promise<void> {
    await db.deleteFrom('webhook_endpoints').where('tenant_id', '=', tenant.tenantId).where('endpoint_id', '=', endpointId).execute();
  }

  /** A new secret; the previous one keeps signing until `overlapUntil`. */
  async rotateSecret(tenant: ActingTenant, endpointId: number, secret: string, now: string, overlapUntil: string, db: Db): Promise<void> {
    await db
      .updateTable('webhook_endpoints')
      .set((eb) => ({
        previous_secret_sealed: eb.ref('secret_sealed'),
        previous_secret_until: overlapUntil,
        secret_sealed: this.box.seal(secret, secretContext(endpointId)),
        updated_at: now,
      }))
      .where('tenant_id', '=', tenant.tenantId)
      .where('endpoint_id', '=', endpointId)
      .execute();
  }

  async deliveries(endpointId: number): Promise<WebhookDeliveryView[]> {
    const rows = await this.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('delivery_id', 'desc').limit(LISTED_DELIVERIES).execute();
    return rows.map(deliveryView);
  }

  /** A test delivery, queued now. */
  async queueTest(endpoint: WebhookEndpointView, now: string, db: Db = this.db): Promise<WebhookDeliveryView> {
    const payload = JSON.stringify({ type: 'webhook.test', timestamp: now, data: { endpointId: endpoint.endpointId, tenantId: endpoint.tenantId, message: 'A test event from Tenant Console' } });
    const row = await db
      .insertInto('webhook_deliveries')
      .values({ endpoint_id: endpoint.endpointId, event_id: null, event_type: 'webhook.test', payload, status: 'pending', next_attempt_at: now, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return deliveryView(row);
  }

  /**
   * Sends the delivery again as soon as the worker looks: undefined when the endpoint has no such
   * delivery, `in-flight` when it is being sent now.
   */
  async retry(endpointId: number, deliveryId: number, now: string, trx: Db): Promise<WebhookDeliveryView | 'in-flight' | undefined> {
    const current = await trx.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).where('delivery_id', '=', deliveryId).executeTakeFirst();
    if (!current) return undefined;
    if (current.status === 'delivering' && current.locked_until !== null && Date.parse(fromDbTimestamp(current.locked_until)) > Date.parse(now)) return 'in-flight';
    const row = await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now, locked_until: null })
      .where('delivery_id', '=', deliveryId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return deliveryView(row);
  }

  /**
   * Writes the answers of batches that ended, then claims endpoints, each with a batch of its due
   * deliveries, fairly (`claimBatches` says how), with what the worker needs to send them: in the
   * transaction it is given, which it must begin.
   */
  async claim(limits: ClaimLimits, answered: readonly Answered[], trx: Db): Promise<ClaimedBatch[]> {
    await takeClaimLock(trx);
    // Written first: an endpoint whose batch just ended may be claimed again at once.
    if (answered.length > 0) await this.succeeded(answered, trx);
    const batches = await claimBatches(trx, limits);
    if (batches.length === 0) return [];
    const endpointIds = batches.map((batch) => batch.endpointId);
    await trx.updateTable('webhook_endpoints').set({ last_claimed_at: limits.now.toISOString() }).where('endpoint_id', 'in', endpointIds).execute();
    const endpoints = await trx
      .selectFrom('webhook_endpoints')
      .select(['endpoint_id', 'tenant_id', 'url', 'secret_sealed', 'previous_secret_sealed', 'previous_secret_until'])
      .where('endpoint_id', 'in', endpointIds)
      .execute();
    const claimed: ClaimedBatch[] = [];
    for (const batch of batches) {
      const endpoint = endpoints.find((row) => Number(row.endpoint_id) === batch.endpointId);
      if (!endpoint) continue;
      const overlapping = endpoint.previous_secret_sealed !== null && endpoint.previous_secret_until !== null && Date.parse(fromDbTimestamp(endpoint.previous_secret_until)) > limits.now.getTime();
      const secrets = [
        this.box.open(endpoint.secret_sealed, secretContext(batch.endpointId)),
        ...(overlapping && endpoint.previous_secret_sealed !== null ? [this.box.open(endpoint.previous_secret_sealed, secretContext(batch.endpointId))] : []),
      ];
      const [head, ...followers] = batch.deliveries.map((row) => ({ ...row, endpointId: batch.endpointId, tenantId: endpoint.tenant_id, url: endpoint.url, secrets }));
      if (head) claimed.push([head, ...followers]);
    }
    return claimed;
  }

  /** Deliveries answered with 2xx, in the given transaction: done, their tries counted, and their endpoints' runs of failures ended. */
  async succeeded(done: readonly Answered[], trx: Db): Promise<void> {
    for (const { delivery, answer, sentAt } of done) {
      await trx
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          status: 'succeeded',
          attempts: eb('attempts', '+', 1),
          last_attempt_at: sentAt,
          next_attempt_at: null,
          locked_until: null,
          response_status: answer.status,
          response_body: answer.body.slice(0, 1000),
          error: null,
        }))
        .where('delivery_id', '=', delivery.deliveryId)
        .execute();
    }
    const endpoints = [...new Set(done.map(({ delivery }) => delivery.endpointId))];
    if (endpoints.length === 0) return;
    await trx.updateTable('webhook_endpoints').set({ consecutive_failures: 0 }).where('endpoint_id', 'in', endpoints).where('consecutive_failures', '>', 0).execute();
  }

  /** A try, sent at `sentAt`, that failed, with another to come at `nextAttemptAt`. */
  async retryLater(delivery: ClaimedDelivery, outcome: AttemptOutcome, sentAt: string, nextAttemptAt: string): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ status: 'pending', attempts: eb('attempts', '+', 1), last_attempt_at: sentAt, next_attempt_at: nextAttemptAt, locked_until: null, ...outcomeColumns(outcome) }))
      .where('delivery_id', '=', delivery.deliveryId)
      .execute();
  }

  /**
   * The last try (sent at `sentAt`) failed: the delivery has failed for good, and its endpoint's run of failures
   * grows. Answers the run's length, for the caller to disable the endpoint past its limit.
   */
  async failed(delivery: ClaimedDelivery, outcome: AttemptOutcome, sentAt: string, db: Db): Promise<number> {
    await db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_attempt_at: sentAt, next_attempt_at: null, locked_until: null, ...outcomeColumns(outcome) }))
      .where('delivery_id', '=', delivery.deliveryId)
      .execute();
    const row = await db
      .updateTable('webhook_endpoints')
      .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
      .where('endpoint_id', '=', delivery.endpointId)
      .returning(['consecutive_failures', 'enabled'])
      .executeTakeFirst();
    return row && fromDbBoolean(row.enabled) ? row.consecutive_failures : 0;
  }

  /** Disabled by the server: no more deliveries are made for it, and those waiting give up. */
  async disableFailing(endpointId: number, now: string, db: Db): Promise<{ tenantId: number; url: string } | undefined> {
    const row = await db
      .updateTable('webhook_endpoints')
      .set({ enabled: toDbBoolean(false), disabled_reason: 'failing', updated_at: now })
      .where('endpoint_id', '=', endpointId)
      .returning(['tenant_id', 'url'])
      .executeTakeFirst();
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', next_attempt_at: null, error: sql<string>`coalesce(error, 'the endpoint was disabled')` })
      .where('endpoint_id', '=', endpointId)
      .where('status', '=', 'pending')
      .execute();
    return row && { tenantId: row.tenant_id, url: row.url };
  }
}

export type AttemptOutcome = { status: number; body: string } | { error: string };

function outcomeColumns(outcome: AttemptOutcome) {
  return 'error' in outcome
    ? { response_status: null, response_body: null, error: outcome.error.slice(0, 500) }
    : { response_status: outcome.status, response_body: outcome.body.slice(0, 1000), error: null };
}
