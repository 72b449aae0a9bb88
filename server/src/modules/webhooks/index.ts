import { SecretBox } from '../../auth/secret-box.js';
import { resolveSecretKey } from '../../auth/secrets.js';
import type { OperationHandlers, Opened, RepositoryContext } from '../../core/area.js';
import * as webhooks from './handlers.js';
import { enqueueDeliveries, enqueueDeliveriesOfAll } from './outbox.js';
import { WebhookRepository } from './webhook-repository.js';

/** Webhooks: a tenant's endpoints, their signing secrets, and their deliveries (sent by `worker.ts`). */
export const handlers: OperationHandlers = webhooks;

export const repositories = {
  webhooks: ({ db, config }: RepositoryContext) => new WebhookRepository(db, new SecretBox(resolveSecretKey(config.secretKey, config.dataDir))),
};

/** The outbox: written beside every event of a tenant (`core/audit`'s `recordEvent`), and its backlog, which the metrics read. */
export const provides = ({ webhooks }: Opened<typeof repositories>) => ({ enqueueDeliveries, enqueueDeliveriesOfAll, outboxBacklog: () => webhooks.backlog() });

export { messages } from './messages.js';
