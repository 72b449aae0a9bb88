import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { AppError, ErrorCode } from '../../core/errors.js';
import { isPrivateAddress } from './private-address.js';

/**
 * Why a delivery was not sent to a private address, as it is kept with the delivery and answered
 * in English (the `webhookDeliveryPrivate` message; `deliveryError` translates it). It names no
 * address: a tenant's owner must not learn what an internal name resolves to.
 */
export const PRIVATE_ADDRESS_ERROR = 'the host is a private address or resolves to one, where webhooks may not be sent';

/**
 * A URL's host as DNS compares it: lower case, without brackets around an IPv6 address, and
 * without the trailing dot of a fully qualified name (`LocalHost.` is `localhost`).
 */
export function normalisedHost(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
}

/** A host refused before any lookup: a name of the machine itself (RFC 6761), or an address that is not global. */
export function isRefusedHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
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
  if (!allowPrivateNetwork && isRefusedHost(normalisedHost(url))) throw refused('webhookUrlPrivate');
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
      if (!allowPrivateNetwork && list.some((entry) => isPrivateAddress(entry.address))) {
        const refusal: NodeJS.ErrnoException = new Error(PRIVATE_ADDRESS_ERROR);
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
