import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebhookSettings } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { AuditRecord } from '../../core/audit/audit-record.js';
import { send, type SendResult } from './sender.js';
import { signatureHeader } from './signing.js';
import type { Answered, ClaimedBatch, ClaimedDelivery, WebhookRepository } from './webhook-repository.js';

/**
 * The sharing of the worker between tenants. Another tenant's delivery (a test event or a "send
 * again" above all, which a person waits for) goes out within 5 s whatever other tenants'
 * receivers do, by this arithmetic:
 * - A server sends to at most SENDS_AT_ONCE (64) endpoints at once, one delivery at a time each
 *   (a claimed batch of an endpoint's deliveries goes out in order in one slot).
 * - A tenant has at most TENANT_IN_FLIGHT (4) endpoints claimed at once, across every server, so at
 *   most 4 deliveries being sent: one tenant's 20 endpoints on a receiver that never answers hold
 *   4 of a server's 64 slots, and the other 60 stay free for other tenants.
 * - A slot is held at most BATCH_MS (1 s: no batch starts a send later) and one send, which ends
 *   within WEBHOOK_TIMEOUT_MS (10 s by default, 60 s at most) whatever the receiver does; a batch
 *   stops at its first failure. The claim's lease (`leaseMsOf`) outlasts that, so no other server
 *   takes the endpoint over meanwhile.
 * - A claim takes each tenant's endpoints by turn, the turn being how many the tenant would then
 *   have claimed: a tenant with nothing out (turn 1) comes before any tenant whose receivers hang
 *   (turns 2 to 4), and claims take as many endpoints as there are free slots.
 * - A delivery is claimed when the call that queued it has been answered (it kicks the worker),
 *   when any batch ends, and every WEBHOOK_POLL_MS (500 ms) on every server.
 * So with a slot free on any server, it is claimed at once or within one poll, well inside 5 s.
 * Every slot of a server is held only when 16 tenants (64 / 4) hold their 4 on it at the same
 * moment; even then a slot frees within BATCH_MS and WEBHOOK_TIMEOUT_MS, and goes to the turn-1 tenant.
 */
export const TENANT_IN_FLIGHT = 4;
export const SENDS_AT_ONCE = 64;
/** The most deliveries of one endpoint a claim takes, and how long their batch may go on starting sends. */
export const BATCH = 64;
export const BATCH_MS = 1000;
/**
 * How long a claim lasts: the time a batch may start sends, then twice the try's timeout and 5 s
 * more, so that a slow commit never lets another server take an endpoint still being sent to, and
 * one that stops mid-send leaves it to another soon after.
 */
export const leaseMsOf = (timeoutMs: number) => BATCH_MS + timeoutMs * 2 + 5000;

export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed';

export interface WorkerDependencies {
  db: Kysely<Database>;
  webhooks: WebhookRepository;
  /** Records an event (the endpoint disabled) with its own deliveries, in the given transaction. */
  record(event: AuditRecord, db: Kysely<Database>): Promise<unknown>;
  tenantName(tenantId: number): Promise<string | undefined>;
  /** Told each try's outcome: answered with a 2xx, to be tried again, or failed for good (the metrics count them). */
  onTried?(outcome: DeliveryOutcome): void;
  settings: WebhookSettings;
  log: FastifyBaseLogger;
  /** Tracing (the server's `tracing`): a span for each claim and each send, whose trace the receiver is sent. */
  trace?: Traced;
}

/** What the worker asks of tracing; off, each is a pass-through. */
export interface Traced {
  inSpan<T>(name: string, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T>;
  outgoingHeaders(): Record<string, string>;
}

const UNTRACED: Traced = { inSpan: (_name, _attributes, work) => work(), outgoingHeaders: () => ({}) };

/** When the try after `attempts` tries is due, with ±20 % jitter so that retries of many deliveries spread out. */
export function nextAttemptAt(settings: WebhookSettings, attempts: number, now: number, random = Math.random): string | undefined {
  const seconds = settings.retrySeconds[attempts - 1];
  if (seconds === undefined) return undefined;
  return new Date(now + seconds * 1000 * (0.8 + 0.4 * random())).toISOString();
}

/**
 * Sends the outbox: claims endpoints fairly (`WebhookRepository.claim`) into this server's free
 * slots, each with a batch of its due deliveries, sends each batch in order at once, and records
 * each answer. A failed try is retried on the schedule; after the last it fails for good, and an
 * endpoint with `disableAfter` such deliveries in a row is disabled, with an audit event. At least
 * once: a server that stops mid-send leaves the endpoint's deliveries to be claimed again when its
 * lease runs out.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private claiming: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Batches being sent on this server, each holding one of its SENDS_AT_ONCE slots. */
  private readonly sending = new Set<Promise<void>>();
  /** Deliveries of ended batches answered with 2xx, written with the next claim: one commit for both. */
  private answered: Answered[] = [];

  constructor(private readonly deps: WorkerDependencies) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.deps.settings.pollMs).unref();
    this.kick();
  }

  /** Looks for due deliveries now (after one is queued, or a batch ended), or right after the claim under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = (this.deps.trace ?? UNTRACED)
      .inSpan('webhook.outbox.claim', {}, () => this.claim())
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'Webhook deliveries could not be claimed; they are tried again shortly'))
      .finally(() => {
        this.claiming = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Takes no more deliveries, waits for the batches under way (each ends within BATCH_MS and the timeout), and writes their answers. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.claiming;
    await Promise.all(this.sending);
    const answered = this.answered.splice(0);
    if (answered.length > 0) await this.deps.db.transaction().execute((trx) => this.deps.webhooks.succeeded(answered, trx));
  }

  private async claim(): Promise<void> {
    const { db, settings, webhooks } = this.deps;
    const free = SENDS_AT_ONCE - this.sending.size;
    if (free <= 0 && this.answered.length === 0) return;
    const answered = this.answered.splice(0);
    const now = new Date();
    let claimed: ClaimedBatch[];
    try {
      const limits = { limit: free, perTenant: TENANT_IN_FLIGHT, batch: BATCH, leaseMs: leaseMsOf(settings.timeoutMs), now };
      claimed = await db.transaction().execute((trx) => webhooks.claim(limits, answered, trx));
    } catch (error) {
      // Kept for the next claim; past their lease they would be sent again (at least once).
      this.answered.unshift(...answered);
      throw error;
    }
    for (const batch of claimed) this.startBatch(batch, now.getTime());
  }

  private startBatch(batch: ClaimedBatch, claimedAt: number): void {
    const sending: Promise<void> = this.sendBatch(batch, claimedAt)
      .catch((error: unknown) => this.deps.log.warn({ err: error, endpointId: batch[0].endpointId }, 'A webhook delivery’s outcome could not be written; it is sent again once the claim runs out'))
      .finally(() => {
        this.sending.delete(sending);
        this.kick();
      });
    this.sending.add(sending);
  }

  /**
   * Sends a batch in order, until it is done, a try fails (the receiver is in trouble: it gets its
   * next try on the schedule, and the slot goes to others), or BATCH_MS have passed since the
   * claim. Its successes are written when it ends, not before: until then the first delivery's
   * claim keeps every other server (and this one's next claims) off the endpoint.
   */
  private async sendBatch(batch: ClaimedBatch, claimedAt: number): Promise<void> {
    const done: Answered[] = [];
    try {
      for (const [place, delivery] of batch.entries()) {
        if (place > 0 && Date.now() - claimedAt >= BATCH_MS) return;
        const answered = await this.deliver(delivery);
        if (!answered) return;
        done.push(answered);
      }
    } finally {
      this.answered.push(...done);
    }
  }

  /** Sends one delivery; its answer when it succeeded (written when its batch ends), else records the failure. */
  private async deliver(delivery: ClaimedDelivery): Promise<Answered | undefined> {
    const { settings, webhooks } = this.deps;
    const messageId = `msg_${delivery.deliveryId}`;
    const sentAt = new Date();
    const trace = this.deps.trace ?? UNTRACED;
    const result: SendResult = await trace.inSpan('webhook.send', { 'webhook.delivery.id': delivery.deliveryId, 'tenant.id': delivery.tenantId }, () =>
      send({
        url: delivery.url,
        body: delivery.payload,
        timeoutMs: settings.timeoutMs,
        allowPrivateNetwork: settings.allowPrivateNetwork,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'TenantConsole-Webhooks/1.1',
          'webhook-id': messageId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signatureHeader(delivery.secrets, messageId, sentAt, delivery.payload),
          // The receiver may join the trace (W3C traceparent), when the server traces.
          ...trace.outgoingHeaders(),
        },
      }),
    );
    if (!('error' in result) && result.status >= 200 && result.status < 300) {
      this.deps.onTried?.('succeeded');
      return { delivery, answer: result, sentAt: sentAt.toISOString() };
    }
    const next = nextAttemptAt(settings, delivery.attempts + 1, Date.now());
    this.deps.onTried?.(next === undefined ? 'failed' : 'retrying');
    if (next !== undefined) {
      await webhooks.retryLater(delivery, result, sentAt.toISOString(), next);
      return undefined;
    }
    // Read before the transaction, which holds SQLite's one connection.
    const label = (await this.deps.tenantName(delivery.tenantId)) ?? String(delivery.tenantId);
    await this.deps.db.transaction().execute(async (trx) => {
      const failures = await webhooks.failed(delivery, result, sentAt.toISOString(), trx);
      if (failures < settings.disableAfter) return;
      const disabled = await webhooks.disableFailing(delivery.endpointId, new Date().toISOString(), trx);
      if (!disabled) return;
      await this.deps.record(
        {
          at: new Date().toISOString(),
          action: 'webhook.disabled',
          actor: { userId: null, username: 'system', isAdmin: false },
          tenantId: disabled.tenantId,
          target: { type: 'tenant', id: String(disabled.tenantId), label },
          changes: { endpoint: { before: delivery.endpointId, after: delivery.endpointId }, enabled: { before: true, after: false }, consecutiveFailures: { before: failures - 1, after: failures } },
          requestId: `webhook-worker-${delivery.deliveryId}`,
          clientAddress: '',
          userAgent: '',
        },
        trx,
      );
      this.deps.log.warn({ endpointId: delivery.endpointId, tenantId: disabled.tenantId, failures }, 'A webhook endpoint was disabled after repeated failed deliveries');
    });
    return undefined;
  }
}
