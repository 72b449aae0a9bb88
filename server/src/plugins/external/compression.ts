import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import zlib from 'node:zlib';
import { BROTLI_QUALITY, COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD_BYTES } from '../../core/compression.js';

/** brotli or gzip for answers over 1 KB (pages of the lists encode themselves: core/lists/page-encoding.ts). */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: [...COMPRESSION_ENCODINGS],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });
  },
  { name: 'compression' },
);
