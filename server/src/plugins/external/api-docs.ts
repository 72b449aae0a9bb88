import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { CONTRACT_PATH } from '../../core/contract.js';

/** The contract as a browsable reference at /api/docs, served from this server alone. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      mode: 'static',
      specification: { path: CONTRACT_PATH, baseDir: CONTRACT_PATH.replace(/[^/\\]+$/, '') },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'api-docs' },
);
