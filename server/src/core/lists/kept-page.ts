import type { FastifyReply } from 'fastify';
import type { VersionedCache } from '../../freshness/versioned-cache.js';
import { ok } from '../envelope.js';
import { contentRange, withContentRange, type CachedPage } from './list-query.js';
import { encodeBody, pageEncoding } from './page-encoding.js';

/**
 * The route's own response serializer (the contract still decides every byte), encoded once: one
 * Buffer is written to every socket as it is, where a string would be encoded again for each
 * answer (ten answers of every tenant in flight held ten copies of 17 MB).
 */
export function serialized(reply: FastifyReply, body: unknown): Buffer {
  return Buffer.from(String(reply.serializeInput(ok(body), '200', 'application/json')));
}

/**
 * A page larger than this is sent but not kept: the caches are bounded in pages, and a page of a
 * thousand tenants with a hundred domains each, or of a thousand events recording such changes,
 * is tens of megabytes. A page of 25 or 100 rows stays well below it.
 */
export const KEPT_PAGE_BYTES_MAX = 128 * 1024;

/** One page as read: its rows, and how many match (`undefined` when not counted). */
export interface PageRead {
  rows: unknown[];
  total: number | undefined;
}

interface KeptPage {
  /** Where pages of this list are kept. */
  cache: VersionedCache<CachedPage>;
  /** Everything the page depends on besides the data: who may see what, and the query. */
  key: string;
  /** The version of the data the page is read from, as read with the caller. */
  version: string | undefined;
  /** The resource named in `Content-Range`. */
  resource: string;
  /** The page's first row. */
  start: number;
  read: () => Promise<PageRead>;
}

/**
 * One page in the list convention of ra-data-simple-rest (the rows, and `Content-Range`), kept
 * serialized while its data is unchanged: every visit to a list asks for the same first screens,
 * and a kept page is sent without a query.
 */
export async function sendKeptPage(reply: FastifyReply, page: KeptPage): Promise<FastifyReply> {
  const kept = await page.cache.get(
    page.key,
    async () => {
      const { rows, total } = await page.read();
      return { contentRange: contentRange(page.resource, page.start, rows.length, total), body: serialized(reply, rows), encoded: {} };
    },
    page.version,
  );
  if (kept.body.length > KEPT_PAGE_BYTES_MAX) page.cache.forget(page.key);
  withContentRange(reply, kept.contentRange).type('application/json; charset=utf-8');
  const encoding = pageEncoding(reply.request.headers['accept-encoding'], kept.body.length);
  if (!encoding) return reply.send(kept.body);
  // Encoded once per kept page and encoding, shared by the callers that ask meanwhile.
  const encoded = await (kept.encoded[encoding] ??= encodeBody(kept.body, encoding).catch((error: unknown) => {
    delete kept.encoded[encoding];
    throw error;
  }));
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded);
}
