import { lookup } from 'node:dns/promises';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../server/src/modules/webhooks/private-address.js';
import { PRIVATE_ADDRESS_ERROR } from '../../../server/src/modules/webhooks/webhook-url.js';
import { nextAttemptAt } from '../../../server/src/modules/webhooks/worker.js';
import { send } from '../../../server/src/modules/webhooks/sender.js';
import { describeApi, PASSWORD, startTestApp, useTestApp, type Envelope, type ErrorBody, type TestApp } from '../../helpers/test-app.js';
import { WebhookReceiver } from '../../helpers/webhook-receiver.js';

interface Endpoint {
  endpointId: number;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
}
interface Delivery {
  deliveryId: number;
  eventType: string;
  eventId: number | null;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/** Fast retries and a short timeout, so that a whole schedule runs within a test. */
const FAST = { allowPrivateNetwork: true, timeoutMs: 400, retrySeconds: [0.05, 0.05], pollMs: 20, disableAfter: 2 };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeApi('webhooks: signed deliveries of a tenant’s events from an outbox', () => {
  // Metrics on (a port of their own, any free one): what an operator's dashboard reads is checked too.
  const t = useTestApp({ config: { webhooks: FAST, metrics: { port: 0, host: '127.0.0.1', token: undefined } }, tenants: ['hooks-a', 'hooks-b'], member: 'hooks-a-member' });
  let receiver: WebhookReceiver;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

  const subscribe = async (token: string, body: Record<string, unknown> = {}) => {
    const answer = await t.call<Envelope<Endpoint & { secret: string }>>('createWebhookEndpoint', { token, body: { url: receiver.url, eventTypes: ['user.*'], ...body } });
    if (answer.status !== 201) throw new Error(answer.text);
    receiver.secret = answer.body.data.secret;
    return answer.body.data;
  };
  const deliveriesOf = async (endpointId: number, token = t.ownerA) =>
    (await t.call<Envelope<Delivery[]>>('listWebhookDeliveries', { token, params: { id: endpointId } })).body.data;
  const status = async (operationId: string, options: Parameters<TestApp['call']>[1]) => {
    const answer = await t.call<ErrorBody>(operationId, options);
    return [answer.status, answer.body?.code ?? null];
  };
  const newUser = (token = t.ownerA) => t.call('createUser', { token, body: { username: unique('hooked'), role: 'member', password: PASSWORD } });

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterEach(async () => {
    // Each test subscribes its own endpoint; the ones before stop listening.
    for (const endpoint of (await t.call<Envelope<Endpoint[]>>('listWebhookEndpoints', { token: t.ownerA })).body.data) {
      await t.call('deleteWebhookEndpoint', { token: t.ownerA, params: { id: endpoint.endpointId } });
    }
    await receiver.close();
    receiver = await WebhookReceiver.start();
  });

  it('says it accepts http:// and private addresses when it runs with WEBHOOK_ALLOW_PRIVATE_NETWORK, to owners only', async () => {
    const policy = await t.call<Envelope<{ allowPrivateNetwork: boolean }>>('getWebhookUrlPolicy', { token: t.ownerA });
    expect([policy.status, policy.body.data]).toEqual([200, { allowPrivateNetwork: true }]);
    expect(await status('getWebhookUrlPolicy', { token: t.member })).toEqual([403, 40303]);
  });

  it('sends each subscribed event once, in the Standard Webhooks format, signed with the secret shown once', async () => {
    const endpoint = await subscribe(t.ownerA);
    expect(endpoint.eventTypes).toEqual(['user.*']);
    expect(receiver.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await t.call<Envelope<Endpoint[]>>('listWebhookEndpoints', { token: t.ownerA });
    expect(listed.text).not.toContain(receiver.secret);

    const created = await newUser();
    expect(created.status).toBe(201);
    // Not subscribed: a change of the tenant itself.
    await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { remark: unique('remark') } });
    const [received] = await receiver.waitFor(1);
    expect(received?.payload?.type).toBe('user.created');
    expect(received?.payload?.data).toMatchObject({ action: 'user.created', tenantId: t.a, actor: { username: 'hooks-a' } });
    expect(received?.headers['webhook-id']).toMatch(/^msg_\d+$/);
    expect(received?.headers['content-type']).toBe('application/json');
    expect(receiver.verify(received ?? { headers: {}, body: '', payload: undefined }, 'whsec_' + Buffer.alloc(32).toString('base64'))).toBe(false);

    const [delivery] = await until(() => deliveriesOf(endpoint.endpointId), (list) => list[0]?.status === 'succeeded');
    expect(delivery).toMatchObject({ eventType: 'user.created', status: 'succeeded', attempts: 1, responseStatus: 200, responseBody: 'ok', nextAttemptAt: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
  });

  it('tells a tenant’s endpoint of its attributes’ values changed, before → after, in the tenant.updated event (issue 52)', async () => {
    const key = unique('tier').replace('-', '_');
    const defined = await t.call('createAttributeDefinition', { token: t.admin, body: { key, labels: { zh: '等级', en: 'Tier' }, type: 'enum', choices: ['silver', 'gold'] } });
    expect(defined.status, defined.text).toBe(201);
    await subscribe(t.ownerA, { eventTypes: ['tenant.*'] });
    expect((await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { attributes: { [key]: 'gold' } } })).status).toBe(200);
    const [received] = await receiver.waitFor(1);
    expect(received?.payload?.type).toBe('tenant.updated');
    expect(received?.payload?.data).toMatchObject({ action: 'tenant.updated', tenantId: t.a, changes: { [`attributes.${key}`]: { before: null, after: 'gold' } } });
    // The definition is the instance's, not the tenant's: defining one tells no tenant's endpoint.
    await t.call('deleteAttributeDefinition', { token: t.admin, params: { key } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.map((r) => r.payload?.type)).toEqual(['tenant.updated']);
  });

  it('writes a delivery only with the change it tells of: a refused change sends nothing', async () => {
    const endpoint = await subscribe(t.ownerA, { eventTypes: ['*'] });
    const taken = await t.call('createUser', { token: t.ownerA, body: { username: 'hooks-a-member', role: 'member', password: PASSWORD } });
    expect(taken.status).toBe(409);
    await newUser();
    await receiver.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Subscribed to everything, the endpoint hears of its own creation too, in its transaction.
    expect(receiver.received.map((r) => r.payload?.type)).toEqual(['webhook.created', 'user.created']);
    expect((await deliveriesOf(endpoint.endpointId)).map((d) => d.eventType)).toEqual(['user.created', 'webhook.created']);
  });

  /** The webhook tries the metrics have counted, by outcome. */
  async function triesCounted(): Promise<Record<'succeeded' | 'retrying' | 'failed', number>> {
    const counted = await t.app.metrics.registry?.getSingleMetric('tenant_console_webhook_deliveries_total')?.get();
    const of = (outcome: string) => counted?.values.find((value) => value.labels['outcome'] === outcome)?.value ?? 0;
    return { succeeded: of('succeeded'), retrying: of('retrying'), failed: of('failed') };
  }

  it('retries a failing receiver with backoff and succeeds when it comes back', async () => {
    const endpoint = await subscribe(t.ownerA);
    const triedBefore = await triesCounted();
    receiver.answer({ status: 503, body: 'down for maintenance' }, { hangMs: 2000 });
    await newUser();
    await receiver.waitFor(3);
    const [delivery] = await until(() => deliveriesOf(endpoint.endpointId), (list) => list[0]?.status === 'succeeded');
    expect(delivery?.attempts).toBe(3);
    // What an operator's dashboard reads: two tries to be made again, one that succeeded, nothing left waiting.
    const tried = await triesCounted();
    expect({ retrying: tried.retrying - triedBefore.retrying, succeeded: tried.succeeded - triedBefore.succeeded }).toEqual({ retrying: 2, succeeded: 1 });
    const waiting = await t.app.metrics.registry?.getSingleMetric('tenant_console_webhook_outbox_waiting')?.get();
    expect(waiting?.values[0]?.value).toBe(0);
    // One event, three tries, one webhook-id: the receiver can tell them for the same.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('gives up after the schedule, says why, and disables an endpoint that keeps failing, in the console’s words and the audit log', async () => {
    const endpoint = await subscribe(t.ownerA);
    receiver.answerAlways({ status: 500, body: 'boom' });
    await newUser();
    const [first] = await until(() => deliveriesOf(endpoint.endpointId), (list) => list[0]?.status === 'failed');
    expect(first).toMatchObject({ status: 'failed', attempts: 3, responseStatus: 500, responseBody: 'boom', nextAttemptAt: null });
    await newUser();
    await until(() => deliveriesOf(endpoint.endpointId), (list) => list.length === 2 && list.every((d) => d.status === 'failed'));
    const disabled = await until(
      async () => (await t.call<Envelope<Endpoint>>('getWebhookEndpoint', { token: t.ownerA, params: { id: endpoint.endpointId } })).body.data,
      (value) => !value.enabled,
    );
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'failing', consecutiveFailures: 2 });
    const events = (await t.call<Envelope<{ action: string; actor: { username: string } }[]>>('listAuditEvents', { token: t.ownerA, query: { filter: JSON.stringify({ action: 'webhook.disabled' }) } })).body.data;
    expect(events[0]?.actor.username).toBe('system');
    // Disabled, it gets nothing new; enabled again by a person, it starts afresh.
    const before = receiver.received.length;
    await newUser();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before);
    const enabled = await t.call<Envelope<Endpoint>>('updateWebhookEndpoint', { token: t.ownerA, params: { id: endpoint.endpointId }, body: { enabled: true } });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });

  it('says a receiver that does not answer in time timed out', async () => {
    const endpoint = await subscribe(t.ownerA);
    receiver.answerAlways({ hangMs: 3000 });
    await newUser();
    const [delivery] = await until(() => deliveriesOf(endpoint.endpointId), (list) => list[0]?.status === 'failed', 15_000);
    expect(delivery?.error).toMatch(/no answer within 400 ms/);
    expect(delivery?.responseStatus).toBeNull();
  });

  it('sends a test event and a delivery again on request, with the same webhook-id', async () => {
    const endpoint = await subscribe(t.ownerA);
    const test = await t.call<Envelope<Delivery>>('sendTestWebhook', { token: t.ownerA, params: { id: endpoint.endpointId } });
    expect(test.status).toBe(202);
    expect(test.body.data).toMatchObject({ eventType: 'webhook.test', eventId: null, status: 'pending' });
    const [first] = await receiver.waitFor(1);
    expect(first?.payload?.type).toBe('webhook.test');
    await until(() => deliveriesOf(endpoint.endpointId), (list) => list[0]?.status === 'succeeded');
    const again = await t.call<Envelope<Delivery>>('retryWebhookDelivery', { token: t.ownerA, params: { id: endpoint.endpointId, deliveryId: test.body.data.deliveryId } });
    expect(again.status).toBe(202);
    const [, second] = await receiver.waitFor(2);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(await status('retryWebhookDelivery', { token: t.ownerA, params: { id: endpoint.endpointId, deliveryId: 999_999 } })).toEqual([404, 40409]);
  });

  it('signs with the old and the new secret while a rotation overlaps', async () => {
    const endpoint = await subscribe(t.ownerA);
    const old = receiver.secret;
    const rotated = await t.call<Envelope<{ secret: string; previousSecretExpiresAt: string }>>('rotateWebhookSecret', { token: t.ownerA, params: { id: endpoint.endpointId } });
    expect(rotated.body.data.secret).not.toBe(old);
    expect(Date.parse(rotated.body.data.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    receiver.secret = rotated.body.data.secret;
    await newUser();
    const [received] = await receiver.waitFor(1);
    expect(received && receiver.verify(received, rotated.body.data.secret)).toBe(true);
    expect(received && receiver.verify(received, old)).toBe(true);
  });

  it('is for owners and administrators of the tenant; another tenant’s endpoint is as unknown as none', async () => {
    const endpoint = await subscribe(t.ownerA);
    expect(await status('listWebhookEndpoints', { token: t.member })).toEqual([403, 40303]);
    expect(await status('createWebhookEndpoint', { token: t.member, body: { url: receiver.url, eventTypes: ['*'] } })).toEqual([403, 40303]);
    expect(await status('getWebhookEndpoint', { token: t.ownerB, params: { id: endpoint.endpointId } })).toEqual([404, 40408]);
    expect(await status('listWebhookDeliveries', { token: t.ownerB, params: { id: endpoint.endpointId } })).toEqual([404, 40408]);
    expect(await status('deleteWebhookEndpoint', { token: t.ownerB, params: { id: endpoint.endpointId } })).toEqual([404, 40408]);
    expect(await status('listWebhookEndpoints', { token: t.ownerB, headers: { 'x-tenant-id': String(t.a) } })).toEqual([403, 40302]);
    const asAdmin = await t.call<Envelope<Endpoint[]>>('listWebhookEndpoints', { token: t.admin, headers: { 'x-tenant-id': String(t.a) } });
    expect(asAdmin.body.data.map((e) => e.endpointId)).toEqual([endpoint.endpointId]);
    expect(await status('createWebhookEndpoint', { token: t.ownerA, body: { url: receiver.url, eventTypes: ['not a type'] } })).toEqual([400, 40000]);
    expect(await status('createWebhookEndpoint', { token: t.ownerA, body: { url: receiver.url, eventTypes: [] } })).toEqual([400, 40000]);
  });
});

describeApi('webhooks without WEBHOOK_ALLOW_PRIVATE_NETWORK: no way into the server’s own network', () => {
  let t: TestApp;
  let owner: string;
  /** The machine's own name: like an internal name, it resolves to one of the machine's (private) addresses. */
  const ownName = os.hostname().toLowerCase();
  let ownAddresses: string[];
  beforeAll(async () => {
    t = await startTestApp({ webhooks: { ...FAST, allowPrivateNetwork: false } });
    await t.createTenant('ssrf-a', { password: PASSWORD });
    owner = await t.login('ssrf-a', PASSWORD);
    ownAddresses = (await lookup(ownName, { all: true })).map((entry) => entry.address);
    expect(ownAddresses.filter((address) => !isPrivateAddress(address)), `${ownName} resolves to private addresses only`).toEqual([]);
  });
  afterAll(async () => t.close());

  it('says it accepts https:// only, without private addresses, so that the console’s form says what is true here', async () => {
    const policy = await t.call<Envelope<{ allowPrivateNetwork: boolean }>>('getWebhookUrlPolicy', { token: owner });
    expect([policy.status, policy.body.data]).toEqual([200, { allowPrivateNetwork: false }]);
  });

  it('refuses plain HTTP, private and loopback addresses and credentials in the URL, in the caller’s language', async () => {
    const refusal = async (url: string, language = 'en') => {
      const answer = await t.call<ErrorBody>('createWebhookEndpoint', { token: owner, body: { url, eventTypes: ['*'] }, headers: { 'accept-language': language } });
      return [answer.status, answer.body.code, answer.body.data?.field, answer.body.message];
    };
    expect(await refusal('http://hooks.example.com/x')).toEqual([400, 40000, 'url', 'A webhook URL must start with https://']);
    expect(await refusal('https://10.1.2.3/x')).toEqual([400, 40000, 'url', 'A webhook may not be sent to a private, loopback or link-local address']);
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toEqual([400, 40000, 'url', 'A webhook may not be sent to a private, loopback or link-local address']);
    expect(await refusal('https://[::1]/x')).toEqual([400, 40000, 'url', 'A webhook may not be sent to a private, loopback or link-local address']);
    expect(await refusal('https://localhost/x', 'zh')).toEqual([400, 40000, 'url', 'Webhook 不能发送到私有、回环或链路本地地址']);
    expect((await refusal('https://user:pass@hooks.example.com/x'))[0]).toBe(400);
  });

  it('says a delivery to a name that resolves to a private address was not sent, in the caller’s language, without the address', async () => {
    const created = await t.call<Envelope<Endpoint>>('createWebhookEndpoint', { token: owner, body: { url: `https://${ownName}/hooks`, eventTypes: ['user.*'] } });
    expect(created.status).toBe(201);
    const test = await t.call<Envelope<Delivery>>('sendTestWebhook', { token: owner, params: { id: created.body.data.endpointId } });
    expect(test.status).toBe(202);
    const read = async (language: string) => {
      const answer = await t.call<Envelope<Delivery[]>>('listWebhookDeliveries', { token: owner, params: { id: created.body.data.endpointId }, headers: { 'accept-language': language } });
      return { text: answer.text, delivery: answer.body.data.find((d) => d.deliveryId === test.body.data.deliveryId) };
    };
    const english = await until(() => read('en'), (value) => value.delivery?.error !== null);
    expect(english.delivery?.error).toBe('Not sent: the host is a private address or resolves to one, and webhooks may not be sent to a private address');
    expect(english.delivery?.responseStatus).toBeNull();
    const chinese = await read('zh');
    expect(chinese.delivery?.error).toBe('未发送：该主机是私有地址或解析到私有地址，Webhook 不能发送到私有地址');
    for (const address of ownAddresses) {
      expect(english.text).not.toContain(address);
      expect(chinese.text).not.toContain(address);
    }
  });

  it('checks the address again when it sends, after DNS resolution, and follows no redirect', async () => {
    const receiver = await WebhookReceiver.start();
    try {
      const port = new URL(receiver.url).port;
      const outgoing = { headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 2000, allowPrivateNetwork: false };
      // The machine's own name, and an address written out: neither is connected to, and the error names no address.
      expect(await send({ ...outgoing, url: `http://${ownName}:${port}/hooks` })).toEqual({ error: PRIVATE_ADDRESS_ERROR });
      expect(await send({ ...outgoing, url: `http://127.0.0.1:${port}/hooks` })).toEqual({ error: PRIVATE_ADDRESS_ERROR });
      expect(receiver.received).toHaveLength(0);
      // Where the setting allows it, the same request arrives; a redirect is an answer, not followed.
      receiver.answer({ status: 302, body: 'elsewhere' });
      expect(await send({ ...outgoing, allowPrivateNetwork: true, url: `http://localhost:${port}/hooks` })).toEqual({ status: 302, body: 'elsewhere' });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhook address rules and retry schedule', () => {
  it('knows the server’s own networks, IPv4 mapped into IPv6 included', () => {
    for (const address of ['127.0.0.1', '10.0.0.8', '172.16.4.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('retries on the documented schedule, about a day in all, with jitter of at most a fifth', () => {
    const settings = { allowPrivateNetwork: false, timeoutMs: 10_000, retrySeconds: [5, 300, 1800, 7200, 18000, 36000, 36000], pollMs: 500, disableAfter: 5 };
    const total = settings.retrySeconds.reduce((sum, seconds) => sum + seconds, 0);
    expect(total / 3600).toBeGreaterThan(24);
    expect(total / 3600).toBeLessThan(30);
    expect(nextAttemptAt(settings, 1, 0, () => 0)).toBe(new Date(4000).toISOString());
    expect(nextAttemptAt(settings, 1, 0, () => 1)).toBe(new Date(6000).toISOString());
    expect(nextAttemptAt(settings, 8, 0)).toBeUndefined();
  });
});
