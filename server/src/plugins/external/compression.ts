import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import zlib from 'node:zlib';

/** brotli or gzip for answers over 1 KB; a moderate brotli level keeps API answers cheap. */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
