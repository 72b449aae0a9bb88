import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { loadContract } from '../../core/contract.js';
import { docsCsp, docsStyleHashes } from './api-docs-styles.js';

/**
 * The contract as a browsable reference at /api/docs, served from this server alone. Its CSP is
 * its own (the console's is not changed): Swagger UI's scripts, and the one inline style its logo
 * inserts, by hash rather than 'unsafe-inline'.
 */
export default fp(
  async (app) => {
    const styleHashes = docsStyleHashes();
    await app.register(swagger, {
      mode: 'static',
      // The contract as the server already read it, rather than a second parse of the file (typed
      // by `Contract` only in the parts the server reads).
      specification: { document: loadContract() as unknown as StaticDocumentSpec['document'] },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) => docsCsp(header, styleHashes),
      uiConfig: { deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'api-docs' },
);
