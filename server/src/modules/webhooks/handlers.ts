import type { WebhookEndpointCreate, WebhookEndpointUpdate } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUserManager, type Caller } from '../../auth/permissions.js';
import { changesBetween, NOTHING, type AuditAction, type AuditChanges } from '../../core/audit/audit-actions.js';
import { recordIn, tenantLabel } from '../../core/audit/audit-context.js';
import { keepAnswerIn, sendCreated } from '../../core/created-answer.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { deliveryForCaller } from './delivery-error.js';
import { newWebhookSecret } from './signing.js';
import { checkWebhookUrl } from './webhook-url.js';
import { ENDPOINTS_PER_TENANT, type WebhookEndpointView } from './webhook-repository.js';

interface EndpointParams {
  id: number;
}

interface DeliveryParams extends EndpointParams {
  deliveryId: number;
}

/** How long a rotated-out secret keeps signing, so that receivers change theirs without a gap. */
const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

const AUDITED_FIELDS = ['url', 'description', 'eventTypes', 'enabled'] as const;

function notFound(id: number): AppError {
  return new AppError(ErrorCode.WebhookNotFound, 'webhookNotFound', { field: 'id', params: { id } });
}

async function endpointOf(request: FastifyRequest, caller: Caller, id: number): Promise<WebhookEndpointView> {
  const endpoint = await request.server.repos.webhooks.find(caller.tenant, id);
  if (!endpoint) throw notFound(id);
  return endpoint;
}


/** The event of a change to an endpoint: the target is its tenant, the endpoint is in the changes. */
async function record(request: FastifyRequest, caller: Caller, label: string, trx: Parameters<typeof recordIn>[1], action: AuditAction, endpointId: number, changes: AuditChanges) {
  await recordIn(request, trx, {
    action,
    tenantId: caller.tenant.tenantId,
    target: { type: 'tenant', id: String(caller.tenant.tenantId), label },
    changes: { endpoint: { before: endpointId, after: endpointId }, ...changes },
  });
}

export async function listWebhookEndpoints(request: FastifyRequest) {
  const { tenant } = requireUserManager(request);
  return ok(await request.server.repos.webhooks.list(tenant));
}

/** Which URLs this server accepts, so that the console's form says what is true here. */
export async function getWebhookUrlPolicy(request: FastifyRequest) {
  requireUserManager(request);
  return ok({ allowPrivateNetwork: request.server.config.webhooks.allowPrivateNetwork });
}

export async function getWebhookEndpoint(request: FastifyRequest<{ Params: EndpointParams }>) {
  const caller = requireUserManager(request);
  return ok(await endpointOf(request, caller, request.params.id));
}

export async function createWebhookEndpoint(request: FastifyRequest<{ Body: WebhookEndpointCreate }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { url, description = '', eventTypes, enabled = true } = request.body;
  checkWebhookUrl(url, request.server.config.webhooks.allowPrivateNetwork);
  const secret = newWebhookSecret();
  const { webhooks } = request.server.repos;
  const label = await tenantLabel(request, caller.tenant.tenantId);
  const answer = await request.server.database.db.transaction().execute(async (trx) => {
    if ((await webhooks.count(caller.tenant, trx)) >= ENDPOINTS_PER_TENANT) {
      throw new AppError(ErrorCode.WebhookLimitReached, 'webhookLimitReached', { params: { limit: ENDPOINTS_PER_TENANT } });
    }
    const endpoint = await webhooks.create(caller.tenant, { url, description, eventTypes, enabled, secret }, new Date().toISOString(), trx);
    await record(request, caller, label, trx, 'webhook.created', endpoint.endpointId, changesBetween(NOTHING, endpoint, AUDITED_FIELDS));
    return keepAnswerIn(request, trx, { location: `/api/v1/webhooks/${endpoint.endpointId}`, body: ok({ ...endpoint, secret }) });
  });
  return sendCreated(reply, answer);
}

export async function updateWebhookEndpoint(request: FastifyRequest<{ Params: EndpointParams; Body: WebhookEndpointUpdate }>) {
  const caller = requireUserManager(request);
  const { id } = request.params;
  const wanted = request.body;
  if (wanted.url !== undefined) checkWebhookUrl(wanted.url, request.server.config.webhooks.allowPrivateNetwork);
  const { webhooks } = request.server.repos;
  const label = await tenantLabel(request, caller.tenant.tenantId);
  return ok(
    await request.server.database.db.transaction().execute(async (trx) => {
      const current = await webhooks.find(caller.tenant, id, trx);
      if (!current) throw notFound(id);
      const changes = changesBetween(current, { ...current, ...wanted, ...(wanted.eventTypes && { eventTypes: [...new Set(wanted.eventTypes)].sort() }) }, AUDITED_FIELDS);
      // Enabling one the server disabled is a change even when `enabled` reads the same afterwards.
      if (Object.keys(changes).length === 0 && !(wanted.enabled === true && current.disabledReason !== null)) return current;
      await webhooks.update(caller.tenant, id, wanted, new Date().toISOString(), trx);
      await record(request, caller, label, trx, 'webhook.updated', id, changes);
      const updated = await webhooks.find(caller.tenant, id, trx);
      if (!updated) throw notFound(id);
      return updated;
    }),
  );
}

export async function deleteWebhookEndpoint(request: FastifyRequest<{ Params: EndpointParams }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { id } = request.params;
  const { webhooks } = request.server.repos;
  const label = await tenantLabel(request, caller.tenant.tenantId);
  await request.server.database.db.transaction().execute(async (trx) => {
    const current = await webhooks.find(caller.tenant, id, trx);
    if (!current) throw notFound(id);
    await webhooks.delete(caller.tenant, id, trx);
    await record(request, caller, label, trx, 'webhook.deleted', id, changesBetween(current, NOTHING, AUDITED_FIELDS));
  });
  return reply.code(204).send();
}

export async function rotateWebhookSecret(request: FastifyRequest<{ Params: EndpointParams }>) {
  const caller = requireUserManager(request);
  const { id } = request.params;
  const secret = newWebhookSecret();
  const now = Date.now();
  const previousSecretExpiresAt = new Date(now + ROTATION_OVERLAP_MS).toISOString();
  const label = await tenantLabel(request, caller.tenant.tenantId);
  await request.server.database.db.transaction().execute(async (trx) => {
    if (!(await request.server.repos.webhooks.find(caller.tenant, id, trx))) throw notFound(id);
    await request.server.repos.webhooks.rotateSecret(caller.tenant, id, secret, new Date(now).toISOString(), previousSecretExpiresAt, trx);
    await record(request, caller, label, trx, 'webhook.secretRotated', id, { secret: { changed: true } });
  });
  return ok({ secret, previousSecretExpiresAt });
}

export async function sendTestWebhook(request: FastifyRequest<{ Params: EndpointParams }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const endpoint = await endpointOf(request, caller, request.params.id);
  const label = await tenantLabel(request, caller.tenant.tenantId);
  const delivery = await request.server.database.db.transaction().execute(async (trx) => {
    const queued = await request.server.repos.webhooks.queueTest(endpoint, new Date().toISOString(), trx);
    await record(request, caller, label, trx, 'webhook.testSent', endpoint.endpointId, { delivery: { before: null, after: queued.deliveryId } });
    return queued;
  });
  return reply.code(202).send(ok(delivery));
}

export async function listWebhookDeliveries(request: FastifyRequest<{ Params: EndpointParams }>) {
  const caller = requireUserManager(request);
  const endpoint = await endpointOf(request, caller, request.params.id);
  const deliveries = await request.server.repos.webhooks.deliveries(endpoint.endpointId);
  return ok(deliveries.map((delivery) => deliveryForCaller(delivery, request.language)));
}

export async function retryWebhookDelivery(request: FastifyRequest<{ Params: DeliveryParams }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const endpoint = await endpointOf(request, caller, request.params.id);
  const { deliveryId } = request.params;
  const label = await tenantLabel(request, caller.tenant.tenantId);
  const delivery = await request.server.database.db.transaction().execute(async (trx) => {
    const again = await request.server.repos.webhooks.retry(endpoint.endpointId, deliveryId, new Date().toISOString(), trx);
    if (again === undefined) throw new AppError(ErrorCode.WebhookDeliveryNotFound, 'webhookDeliveryNotFound', { field: 'deliveryId', params: { id: deliveryId } });
    if (again === 'in-flight') throw new AppError(ErrorCode.WebhookDeliveryInFlight, 'webhookDeliveryInFlight', { field: 'deliveryId', params: { id: deliveryId } });
    await record(request, caller, label, trx, 'webhook.deliveryRetried', endpoint.endpointId, { delivery: { before: deliveryId, after: deliveryId } });
    return again;
  });
  return reply.code(202).send(ok(deliveryForCaller(delivery, request.language)));
}
