import fp from 'fastify-plugin';
import { recordEvent } from '../../core/audit/record-event.js';
import { WebhookWorker } from '../../modules/webhooks/worker.js';

/** Sends the webhook outbox from start to close; a call that recorded an event, or queued a delivery, kicks it. */
export default fp(
  async (app) => {
    const worker = new WebhookWorker({
      db: app.database.db,
      webhooks: app.repos.webhooks,
      record: (event, db) => recordEvent(app, event, db),
      tenantName: (tenantId) => app.areas.tenants.nameOf(tenantId),
      settings: app.config.webhooks,
      log: app.log,
      onTried: (outcome) => app.metrics.tried(outcome),
      trace: app.tracing,
    });
    app.decorate('webhookWorker', worker);
    app.decorateRequest('auditRecorded', false);
    // A change's deliveries go out once it is answered (so committed), not at the next poll.
    app.addHook('onResponse', async (request) => {
      if (request.auditRecorded) worker.kick();
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'webhook-worker', dependencies: ['database', 'metrics'] },
);
