import fp from 'fastify-plugin';
import { WebhookWorker } from '../../modules/webhooks/worker.js';

/** Sends the webhook outbox from start to close; a handler that queues a delivery kicks it. */
export default fp(
  async (app) => {
    const worker = new WebhookWorker({
      db: app.database.db,
      webhooks: app.repos.webhooks,
      record: (event, db) => app.repos.audit.record(event, db),
      tenantName: (tenantId) => app.repos.tenants.nameOf(tenantId),
      settings: app.config.webhooks,
      log: app.log,
    });
    app.decorate('webhookWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'webhook-worker', dependencies: ['database'] },
);
