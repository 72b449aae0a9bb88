import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { AppError, ErrorCode } from '../../core/errors.js';

/** Addresses a webhook may not reach unless the setting allows it: the server's own networks. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved; IPv4 mapped into IPv6 as its IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function refused(key: 'webhookUrlHttps' | 'webhookUrlPrivate' | 'webhookUrlInvalid'): AppError {
  return new AppError(ErrorCode.ValidationFailed, key, { field: 'url' });
}

/**
 * What can be told of a URL before any delivery: HTTPS, no credentials in it, and no host that is
 * itself a private address or `localhost`. A host name is resolved again at every delivery.
 */
export function checkWebhookUrl(text: string, allowPrivateNetwork: boolean): void {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refused('webhookUrlInvalid');
  }
  if (url.username !== '' || url.password !== '') throw refused('webhookUrlInvalid');
  if (url.protocol !== 'https:' && !(allowPrivateNetwork && url.protocol === 'http:')) throw refused('webhookUrlHttps');
  if (allowPrivateNetwork) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host))) throw refused('webhookUrlPrivate');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for outgoing requests that refuses private addresses after resolution, so that a
 * name pointing (or re-pointed) at the server's own network is never connected to.
 */
export function guardedLookup(allowPrivateNetwork: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const blocked = allowPrivateNetwork ? undefined : list.find((entry) => isPrivateAddress(entry.address));
      if (blocked) {
        const refusal: NodeJS.ErrnoException = new Error(`the address ${blocked.address} of ${hostname} is private and not allowed`);
        refusal.code = 'EADDRNOTALLOWED';
        return callback(refusal, []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`), []);
      return callback(null, first.address, first.family);
    });
  };
}
