import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebhookSettings } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { AuditRecord } from '../../core/audit/audit-record.js';
import { send, type SendResult } from './sender.js';
import { signatureHeader } from './signing.js';
import type { ClaimedDelivery, WebhookRepository } from './webhook-repository.js';

type Succeeded = { delivery: ClaimedDelivery; answer: { status: number; body: string } };

/** Deliveries claimed per pass, and endpoints sent to at once. */
const BATCH = 64;
const ENDPOINTS_AT_ONCE = 8;
/**
 * How long a claim lasts: twice the try's timeout and 5 s more, so that a slow commit never lets
 * another server take a delivery still being sent, and one that stops mid-send leaves it to
 * another soon after.
 */
export const leaseMsOf = (timeoutMs: number) => timeoutMs * 2 + 5000;

export interface WorkerDependencies {
  db: Kysely<Database>;
  webhooks: WebhookRepository;
  /** Records an event (the endpoint disabled) with its own deliveries, in the given transaction. */
  record(event: AuditRecord, db: Kysely<Database>): Promise<unknown>;
  tenantName(tenantId: number): Promise<string | undefined>;
  settings: WebhookSettings;
  log: FastifyBaseLogger;
}

/** When the try after `attempts` tries is due, with ±20 % jitter so that retries of many deliveries spread out. */
export function nextAttemptAt(settings: WebhookSettings, attempts: number, now: number, random = Math.random): string | undefined {
  const seconds = settings.retrySeconds[attempts - 1];
  if (seconds === undefined) return undefined;
  return new Date(now + seconds * 1000 * (0.8 + 0.4 * random())).toISOString();
}

/**
 * Sends the outbox: claims due deliveries, sends each endpoint's in order one at a time (several
 * endpoints at once), and records each answer. A failed try is retried on the schedule; after the
 * last it fails for good, and an endpoint with `disableAfter` such deliveries in a row is disabled,
 * with an audit event. At least once: a server that stops mid-send leaves the delivery to be
 * claimed again when its lease runs out.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: WorkerDependencies) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.deps.settings.pollMs).unref();
    this.kick();
  }

  /** Looks for due deliveries now (after one is queued), or right after the pass under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'Webhook deliveries could not be sent; they are tried again shortly'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async pass(): Promise<void> {
    const { settings, webhooks } = this.deps;
    const claimed = await webhooks.claim(BATCH, leaseMsOf(settings.timeoutMs), new Date());
    const byEndpoint = new Map<number, ClaimedDelivery[]>();
    for (const delivery of claimed) {
      const queue = byEndpoint.get(delivery.endpointId);
      if (queue) queue.push(delivery);
      else byEndpoint.set(delivery.endpointId, [delivery]);
    }
    const queues = [...byEndpoint.values()];
    const succeeded: Succeeded[] = [];
    const lanes = Array.from({ length: Math.min(ENDPOINTS_AT_ONCE, queues.length) }, async () => {
      for (let queue = queues.shift(); queue; queue = queues.shift()) {
        for (const delivery of queue) {
          const answer = await this.deliver(delivery);
          if (answer) succeeded.push({ delivery, answer });
        }
      }
    });
    try {
      await Promise.all(lanes);
    } finally {
      // Successes are written together, one commit for the pass rather than one per delivery.
      if (succeeded.length > 0) await webhooks.succeeded(succeeded);
    }
    if (claimed.length === BATCH) this.again = true;
  }

  /** Sends one delivery; its answer when it succeeded (written with the pass's), else records the failure. */
  private async deliver(delivery: ClaimedDelivery): Promise<{ status: number; body: string } | undefined> {
    const { settings, webhooks } = this.deps;
    const messageId = `msg_${delivery.deliveryId}`;
    const sentAt = new Date();
    const result: SendResult = await send({
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
      },
    });
    if (!('error' in result) && result.status >= 200 && result.status < 300) return result;
    const next = nextAttemptAt(settings, delivery.attempts, Date.now());
    if (next !== undefined) {
      await webhooks.retryLater(delivery, result, next);
      return undefined;
    }
    // Read before the transaction, which holds SQLite's one connection.
    const label = (await this.deps.tenantName(delivery.tenantId)) ?? String(delivery.tenantId);
    await this.deps.db.transaction().execute(async (trx) => {
      const failures = await webhooks.failed(delivery, result, trx);
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
