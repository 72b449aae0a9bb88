import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BROTLI_QUALITY, COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD_BYTES } from '../compression.js';

export type PageEncoding = (typeof COMPRESSION_ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to send a body of this size in, for this `Accept-Encoding`. Pages carry
 * `Content-Range`, which @fastify/compress takes for a byte range and never compresses, so
 * the lists encode their pages themselves, with the same encodings, threshold and level.
 */
export function pageEncoding(acceptEncoding: string | undefined, bytes: number): PageEncoding | undefined {
  if (!acceptEncoding || bytes < COMPRESSION_THRESHOLD_BYTES) return undefined;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), [...COMPRESSION_ENCODINGS]);
  return COMPRESSION_ENCODINGS.find((encoding) => encoding === chosen);
}

/** The body encoded, off the event loop (zlib's thread pool). */
export function encodeBody(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzip(body);
}
