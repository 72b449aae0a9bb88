import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

/** Makes the settings, read once at start, available as `app.config`. */
export default fp<{ config: Config }>(
  async (app, options) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
