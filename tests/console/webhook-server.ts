import { http, HttpResponse } from 'msw';
import type { User, WebhookDelivery, WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointUpdate } from '../../src/generated/model';
import { admin, failure, ok, tenant } from './fixtures';
import { server } from './msw-server';

export const SIGNING_SECRET = 'whsec_MfKQ9r8GKYqXYkWjE4Hq8vXtpBWS5ZqJ0vTrGWTvRo0=';
export const ROTATED_SECRET = 'whsec_Nn2xq5VtR1pZa0kYt7eJ3uH6sW9dF4gB8cL2mQ1oP5I=';
export const PREVIOUS_SECRET_EXPIRES_AT = '2026-03-02T10:00:00.000Z';

/** An endpoint as the server answers one: enabled, following user events, in tenant 2 unless told otherwise. */
export function endpoint(endpointId: number, url: string, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    endpointId,
    tenantId: 2,
    url,
    description: '',
    eventTypes: ['user.*'],
    enabled: true,
    disabledReason: null,
    consecutiveFailures: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A delivery as the server answers one: a `user.created` that succeeded unless told otherwise. */
export function delivery(deliveryId: number, endpointId: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    deliveryId,
    endpointId,
    eventType: 'user.created',
    eventId: deliveryId * 10,
    status: 'succeeded',
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: '2026-03-01T09:00:00.000Z',
    responseStatus: 200,
    responseBody: 'ok',
    error: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const PRIVATE_REFUSAL = {
  en: 'A webhook may not be sent to a private, loopback or link-local address',
  zh: 'Webhook 不能发送到私有、回环或链路本地地址',
};

/** The server's refusal of a private address, in the caller's language (as `Accept-Language` asks). */
function privateAddressRefusal(request: Request) {
  const zh = (request.headers.get('accept-language') ?? '').startsWith('zh');
  return failure(400, 40000, zh ? PRIVATE_REFUSAL.zh : PRIVATE_REFUSAL.en, 'url');
}

/**
 * A small fake of the server's webhook calls, acting in tenant 2 ("acme"), so changes show up in
 * later reads. `me` is who `GET /v1/auth/me` says is signed in.
 */
export function serveWebhooks(initial: WebhookEndpoint[], deliveries: WebhookDelivery[] = [], me: User = admin) {
  const endpoints = new Map(initial.map((e) => [e.endpointId, e]));
  const sent = [...deliveries];
  const calls = {
    list: 0,
    creates: [] as WebhookEndpointCreate[],
    updates: [] as { id: number; body: WebhookEndpointUpdate }[],
    deletes: [] as number[],
    rotations: [] as number[],
    tests: [] as number[],
    retries: [] as { id: number; deliveryId: number }[],
  };
  server.use(
    http.get('*/v1/auth/me', () => ok(me)),
    http.get('*/v1/admin/tenant/:id', ({ params }) => ok(tenant(Number(params['id']), Number(params['id']) === 2 ? 'acme' : 'system'))),
    // A server as it runs by default: https:// only, no private addresses.
    http.get('*/v1/webhook-url-policy', () => ok({ allowPrivateNetwork: false })),
    http.get('*/v1/webhooks', () => {
      calls.list += 1;
      return ok([...endpoints.values()]);
    }),
    http.post('*/v1/webhooks', async ({ request }) => {
      const body = (await request.json()) as WebhookEndpointCreate;
      calls.creates.push(body);
      if (new URL(body.url).hostname.startsWith('10.')) return privateAddressRefusal(request);
      const endpointId = Math.max(0, ...endpoints.keys()) + 1;
      const created = endpoint(endpointId, body.url, { description: body.description ?? '', eventTypes: body.eventTypes, enabled: body.enabled ?? true });
      endpoints.set(endpointId, created);
      return HttpResponse.json({ code: 0, message: 'ok', data: { ...created, secret: SIGNING_SECRET } }, { status: 201 });
    }),
    http.get('*/v1/webhooks/:id', ({ params }) => {
      const found = endpoints.get(Number(params['id']));
      return found ? ok(found) : failure(404, 40408, `Webhook endpoint ${String(params['id'])} does not exist`);
    }),
    http.put('*/v1/webhooks/:id', async ({ params, request }) => {
      const id = Number(params['id']);
      const body = (await request.json()) as WebhookEndpointUpdate;
      calls.updates.push({ id, body });
      if (body.url !== undefined && new URL(body.url).hostname.startsWith('10.')) return privateAddressRefusal(request);
      const updated: WebhookEndpoint = { ...endpoints.get(id)!, ...body, ...(body.enabled ? { disabledReason: null, consecutiveFailures: 0 } : {}) };
      endpoints.set(id, updated);
      return ok(updated);
    }),
    http.delete('*/v1/webhooks/:id', ({ params }) => {
      const id = Number(params['id']);
      calls.deletes.push(id);
      endpoints.delete(id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/v1/webhooks/:id/secret', ({ params }) => {
      calls.rotations.push(Number(params['id']));
      return ok({ secret: ROTATED_SECRET, previousSecretExpiresAt: PREVIOUS_SECRET_EXPIRES_AT });
    }),
    http.post('*/v1/webhooks/:id/test', ({ params }) => {
      const id = Number(params['id']);
      calls.tests.push(id);
      const queued = delivery(Math.max(0, ...sent.map((d) => d.deliveryId)) + 1, id, {
        eventType: 'webhook.test',
        eventId: null,
        status: 'succeeded',
        responseStatus: 204,
        responseBody: '',
      });
      sent.push(queued);
      return HttpResponse.json({ code: 0, message: 'ok', data: queued }, { status: 202 });
    }),
    http.get('*/v1/webhooks/:id/deliveries', ({ params }) =>
      ok(sent.filter((d) => d.endpointId === Number(params['id'])).sort((a, b) => b.deliveryId - a.deliveryId)),
    ),
    http.post('*/v1/webhooks/:id/deliveries/:deliveryId/retry', ({ params }) => {
      const id = Number(params['id']);
      const deliveryId = Number(params['deliveryId']);
      calls.retries.push({ id, deliveryId });
      const index = sent.findIndex((d) => d.deliveryId === deliveryId);
      const retried = { ...sent[index]!, status: 'succeeded' as const, attempts: sent[index]!.attempts + 1, responseStatus: 200, error: null };
      sent[index] = retried;
      return HttpResponse.json({ code: 0, message: 'ok', data: retried }, { status: 202 });
    }),
  );
  return { endpoints, deliveries: sent, calls };
}
