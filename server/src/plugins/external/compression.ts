import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import zlib from 'node:zlib';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** A moderate brotli level keeps API answers cheap to compress. */
export const BROTLI_QUALITY = 4;
/** The encodings answers are sent in besides identity, best first. */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;

/** brotli or gzip for answers over 1 KB (pages of the lists encode themselves: lists/page-encoding.ts). */
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
