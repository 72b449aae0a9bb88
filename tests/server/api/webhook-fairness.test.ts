import { afterAll, beforeAll, expect, it } from 'vitest';
import { TENANT_IN_FLIGHT } from '../../../server/src/modules/webhooks/worker.js';
import { describeApi, PASSWORD, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';
import { WebhookReceiver } from '../../helpers/webhook-receiver.js';

interface Delivery {
  deliveryId: number;
  status: string;
  attempts: number;
}

/**
 * The security finding of issue 49: 20 endpoints of one tenant on a receiver that never answers
 * kept another tenant's test event waiting for minutes. The timeout here outlasts the test, so
 * tenant A's deliveries hang for as long as it runs.
 */
describeApi('webhooks are shared fairly: one tenant’s receivers that never answer do not hold back another’s', () => {
  let t: TestApp;
  let hanging: WebhookReceiver;
  let prompt: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp({ webhooks: { allowPrivateNetwork: true, timeoutMs: 60_000, retrySeconds: [60], pollMs: 20, disableAfter: 5 } });
    hanging = await WebhookReceiver.start();
    hanging.answerAlways({ hangMs: 120_000 });
    prompt = await WebhookReceiver.start();
  });
  afterAll(async () => {
    // The hanging requests end first, so that the worker is not waiting on them as the app closes.
    await hanging.close();
    await t.close();
    await prompt.close();
  });

  it('sends tenant B’s test event, and sends it again, while tenant A’s 20 endpoints, each with deliveries waiting, hang', async () => {
    await t.createTenant('fair-a', { password: PASSWORD });
    await t.createTenant('fair-b', { password: PASSWORD });
    const ownerA = await t.login('fair-a', PASSWORD);
    const ownerB = await t.login('fair-b', PASSWORD);
    const endpointsA: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const created = await t.call<Envelope<{ endpointId: number }>>('createWebhookEndpoint', { token: ownerA, body: { url: `${hanging.url}/${i}`, eventTypes: ['user.*'] } });
      expect(created.status).toBe(201);
      endpointsA.push(created.body.data.endpointId);
    }
    // Two events: two deliveries waiting at each of A's endpoints.
    for (const username of ['fair-a-one', 'fair-a-two']) {
      expect((await t.call('createUser', { token: ownerA, body: { username, role: 'member', password: PASSWORD } })).status).toBe(201);
    }
    await hanging.waitFor(TENANT_IN_FLIGHT);

    const endpointB = await t.call<Envelope<{ endpointId: number }>>('createWebhookEndpoint', { token: ownerB, body: { url: prompt.url, eventTypes: ['user.*'] } });
    const test = await t.call<Envelope<Delivery>>('sendTestWebhook', { token: ownerB, params: { id: endpointB.body.data.endpointId } });
    expect(test.status).toBe(202);
    const [arrived] = await prompt.waitFor(1);
    expect(arrived?.headers['webhook-id']).toBe(`msg_${test.body.data.deliveryId}`);

    const deliveriesOf = async (token: string, endpointId: number) => (await t.call<Envelope<Delivery[]>>('listWebhookDeliveries', { token, params: { id: endpointId } })).body.data;
    await expect.poll(async () => (await deliveriesOf(ownerB, endpointB.body.data.endpointId))[0]?.status, { timeout: 10_000 }).toBe('succeeded');
    // "Send again" goes out the same way.
    const again = await t.call('retryWebhookDelivery', { token: ownerB, params: { id: endpointB.body.data.endpointId, deliveryId: test.body.data.deliveryId } });
    expect(again.status).toBe(202);
    const [, sentAgain] = await prompt.waitFor(2);
    expect(sentAgain?.headers['webhook-id']).toBe(`msg_${test.body.data.deliveryId}`);

    // Meanwhile every delivery of A is still waiting or hanging: none answered, none given up, none tried twice.
    const ofA = new Map<number, Delivery[]>();
    for (const endpointId of endpointsA) ofA.set(endpointId, await deliveriesOf(ownerA, endpointId));
    const all = [...ofA.values()].flat();
    expect(all).toHaveLength(40);
    expect(new Set(all.map((delivery) => delivery.status))).toEqual(new Set(['pending', 'delivering']));
    expect(all.every((delivery) => delivery.attempts <= 1)).toBe(true);
    // A holds its cap and no more: as many out as the cap, each at a different endpoint, and the receiver saw just those.
    const out = [...ofA.entries()].filter(([, deliveries]) => deliveries.some((delivery) => delivery.status === 'delivering'));
    expect(out).toHaveLength(TENANT_IN_FLIGHT);
    expect(out.every(([, deliveries]) => deliveries.filter((delivery) => delivery.status === 'delivering').length === 1)).toBe(true);
    expect(hanging.received).toHaveLength(TENANT_IN_FLIGHT);
  });
});
