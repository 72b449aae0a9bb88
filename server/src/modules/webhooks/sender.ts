import http from 'node:http';
import https from 'node:https';
import { guardedLookup, isRefusedHost, normalisedHost, PRIVATE_ADDRESS_ERROR } from './webhook-url.js';

export interface Outgoing {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivateNetwork: boolean;
}

/** An answer (any status; redirects are answers, not followed), or why there was none. */
export type SendResult = { status: number; body: string } | { error: string };

/**
 * Connections kept open between deliveries to the same receiver; each new one is checked by
 * `guardedLookup`. No limit of sockets per receiver: the worker's slots bound the sends, and a
 * queue here would hold one tenant's delivery behind another tenant's hanging ones to the same host.
 */
const AGENTS = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/** The most of an answer kept: its first characters, enough to tell what the receiver said. */
const KEPT_BYTES = 1000;

/**
 * POSTs one delivery. No redirect is followed (a 3xx is an answer like a 4xx), the address is
 * checked after DNS resolution, and the whole exchange has `timeoutMs`.
 */
export function send(outgoing: Outgoing): Promise<SendResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(outgoing.url);
    } catch {
      resolve({ error: 'the URL is not valid' });
      return;
    }
    // An address written in the URL is never looked up, so it is checked here, as `localhost` is.
    if (!outgoing.allowPrivateNetwork && isRefusedHost(normalisedHost(url))) {
      resolve({ error: PRIVATE_ADDRESS_ERROR });
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...outgoing.headers, 'content-length': String(Buffer.byteLength(outgoing.body)) },
        lookup: guardedLookup(outgoing.allowPrivateNetwork),
        timeout: outgoing.timeoutMs,
        agent: url.protocol === 'https:' ? AGENTS['https:'] : AGENTS['http:'],
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < KEPT_BYTES) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, KEPT_BYTES) }));
        response.on('error', (error) => resolve({ error: error.message.slice(0, 500) }));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${outgoing.timeoutMs} ms`)), outgoing.timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`no answer within ${outgoing.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ error: error.message.slice(0, 500) }));
    request.on('close', () => clearTimeout(deadline));
    request.end(outgoing.body);
  });
}
