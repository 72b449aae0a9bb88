import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { deliveryForCaller } from '../../../server/src/modules/webhooks/delivery-error.js';
import { isPrivateAddress } from '../../../server/src/modules/webhooks/private-address.js';
import { send } from '../../../server/src/modules/webhooks/sender.js';
import { checkWebhookUrl, PRIVATE_ADDRESS_ERROR } from '../../../server/src/modules/webhooks/webhook-url.js';

describe('webhook addresses: only global unicast is reached', () => {
  it.each([
    // IPv4, by the names ipaddr.js's range() gives them
    ['unspecified', '0.0.0.0'],
    ['unspecified', '0.1.2.3'],
    ['private', '10.0.0.8'],
    ['private', '172.16.4.1'],
    ['private', '172.31.255.255'],
    ['private', '192.168.1.1'],
    ['carrierGradeNat', '100.64.0.1'],
    ['loopback', '127.0.0.1'],
    ['loopback', '127.255.0.9'],
    ['linkLocal', '169.254.169.254'],
    ['reserved: IETF protocol assignments', '192.0.0.170'],
    ['reserved: documentation', '192.0.2.1'],
    ['reserved: 6to4 relay anycast', '192.88.99.1'],
    ['reserved: benchmarking', '198.18.0.1'],
    ['reserved: benchmarking', '198.19.255.1'],
    ['reserved: documentation', '198.51.100.7'],
    ['reserved: documentation', '203.0.113.7'],
    ['reserved: future use', '240.0.0.1'],
    ['as112', '192.175.48.1'],
    ['as112', '192.31.196.1'],
    ['amt', '192.52.193.1'],
    ['multicast', '224.0.0.1'],
    ['multicast', '239.255.255.250'],
    ['broadcast', '255.255.255.255'],
    // IPv6, by the same names, and the ranges ipaddr.js has no name for
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['IPv4-compatible (::/96), private inside', '::127.0.0.1'],
    ['IPv4-compatible (::/96), public inside', '::8.8.8.8'],
    ['ipv4Mapped, loopback inside', '::ffff:127.0.0.1'],
    ['ipv4Mapped, private inside, written in hex', '::ffff:a00:1'],
    ['ipv4Mapped, link-local inside', '::ffff:169.254.169.254'],
    ['rfc6145 (IPv4-translated)', '::ffff:0:808:808'],
    ['rfc6052: NAT64 well-known prefix, private inside', '64:ff9b::10.0.0.1'],
    ['rfc6052: NAT64 well-known prefix, loopback inside', '64:ff9b::7f00:1'],
    ['rfc6052: local-use NAT64 (64:ff9b:1::/48)', '64:ff9b:1::808:808'],
    ['discard', '100::1'],
    ['uniqueLocal', 'fc00::1'],
    ['uniqueLocal', 'fd12:3456::1'],
    ['linkLocal', 'fe80::1'],
    ['deprecatedSiteLocal (fec0::/10)', 'fec0::1'],
    ['deprecatedSiteLocal (fec0::/10)', 'feff::1'],
    ['multicast', 'ff02::1'],
    ['teredo (embeds IPv4)', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['benchmarking', '2001:2::1'],
    ['amt', '2001:3::1'],
    ['as112v6', '2001:4:112::1'],
    ['as112v6', '2620:4f:8000::1'],
    ['deprecatedOrchid', '2001:10::1'],
    ['orchid2', '2001:20::1'],
    ['droneRemoteIdProtocolEntityTags', '2001:30::1'],
    ['reserved: documentation', '2001:db8::1'],
    ['reserved: documentation', '3fff::1'],
    ['6to4 (2002::/16), private inside', '2002:c0a8:101::1'],
    ['6to4 (2002::/16), public inside', '2002:808:808::1'],
    ['segmentRouting', '5f00::1'],
    ['outside 2000::/3, not yet assigned', '4000::1'],
    ['a zone, which no global address has', 'fe80::1%eth0'],
    ['not an address', 'example.com'],
  ])('refuses %s: %s', (_range, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ['IPv4', '93.184.216.34'],
    ['IPv4', '1.1.1.1'],
    ['IPv4 beside the private 172.16.0.0/12', '172.32.0.1'],
    ['IPv4 beside carrier-grade NAT', '100.128.0.1'],
    ['IPv6', '2606:4700:4700::1111'],
    ['IPv6', '2a00:1450:4001:80b::200e'],
    ['IPv6 beside IETF protocol assignments', '2001:200::1'],
    ['ipv4Mapped, public inside', '::ffff:8.8.8.8'],
    ['rfc6052: NAT64 well-known prefix, public inside, as DNS64 answers an IPv4-only name', '64:ff9b::5db8:d822'],
  ])('accepts %s: %s', (_range, address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('webhook URLs: a name is compared as DNS compares it', () => {
  const refusal = (url: string) => {
    try {
      checkWebhookUrl(url, false);
      return undefined;
    } catch (error) {
      return (error as { messageKey?: string }).messageKey;
    }
  };

  it.each(['https://localhost./x', 'https://LOCALHOST/x', 'https://LocalHost../x', 'https://hooks.localhost./x', 'https://127.0.0.1./x', 'https://[::FFFF:7F00:1]/x', 'https://[64:ff9b::a00:1]/x'])(
    'refuses %s at creation',
    (url) => {
      expect(refusal(url)).toBe('webhookUrlPrivate');
    },
  );

  it('accepts a public name with its trailing dot, and a private one where the setting allows it', () => {
    expect(refusal('https://hooks.example.com./x')).toBeUndefined();
    expect(() => checkWebhookUrl('http://localhost./x', true)).not.toThrow();
  });

  it('refuses a trailing-dot localhost at delivery without connecting, naming no address', async () => {
    let connections = 0;
    const receiver = http.createServer((_request, response) => {
      connections += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const port = (receiver.address() as AddressInfo).port;
      const outgoing = { headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 2000, allowPrivateNetwork: false };
      for (const host of ['localhost.', 'LOCALHOST', '127.0.0.1.', '[::ffff:127.0.0.1]']) {
        expect(await send({ ...outgoing, url: `http://${host}:${port}/hooks` }), host).toEqual({ error: PRIVATE_ADDRESS_ERROR });
      }
      expect(PRIVATE_ADDRESS_ERROR).toContain('a private address');
      expect(connections).toBe(0);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('webhook deliveries refused for a private address, as their tenant reads them', () => {
  const delivery = (error: string | null) => ({
    deliveryId: 1,
    endpointId: 1,
    eventType: 'webhook.test',
    eventId: null,
    status: 'pending' as const,
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: null,
    responseStatus: null,
    responseBody: null,
    error,
    createdAt: '2026-01-01T00:00:00.000Z',
  });

  it.each([PRIVATE_ADDRESS_ERROR, 'the address 10.1.2.3 of intranet.example is private and not allowed', 'the address fd00::5 is private and not allowed'])(
    'says "%s" in the reader’s language, without an address',
    (kept) => {
      expect(deliveryForCaller(delivery(kept), 'en').error).toBe('Not sent: the host is a private address or resolves to one, and webhooks may not be sent to a private address');
      expect(deliveryForCaller(delivery(kept), 'zh').error).toBe('未发送：该主机是私有地址或解析到私有地址，Webhook 不能发送到私有地址');
    },
  );

  it('keeps any other error as the receiver or the network said it', () => {
    expect(deliveryForCaller(delivery('connect ECONNREFUSED 203.0.113.7:443'), 'zh').error).toBe('connect ECONNREFUSED 203.0.113.7:443');
    expect(deliveryForCaller(delivery(null), 'zh').error).toBeNull();
  });
});
