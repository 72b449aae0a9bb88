import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

const input = { target: './openapi/openapi.yaml' };
// Every consumer (the console, the server, the mock server) imports contract/ with Node's full paths.
const fullImportPaths = { afterAllFilesWrite: 'node scripts/esm-import-extensions.mjs contract/model' };

export default defineConfig({
  console: {
    input,
    output: {
      mode: 'tags-split',
      target: 'contract/endpoints',
      schemas: 'contract/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { type: 'msw', delay: false },
      override: {
        mutator: { path: 'src/lib/http-client.ts', name: 'httpClient' },
        query: { signal: true },
        mock: {
          // Every generated success envelope must say success, or the mutator rejects it.
          properties: {
            code: 0,
            // faker's fromRegExp copies the contract's ^ and $ anchors into the value.
            '/username|tenantName/': () => faker.helpers.fromRegExp('[a-z][a-z0-9-]{3,15}'),
          },
          format: { hostname: () => faker.internet.domainName() },
        },
      },
    },
    hooks: fullImportPaths,
  },
  consoleZod: {
    input,
    output: {
      mode: 'tags-split',
      target: 'contract/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
    hooks: fullImportPaths,
  },
  // The client package for backend teams (packages/client): the same contract, an HTTP layer
  // configured by a function instead of the browser session, built to ES modules for Node.
  client: {
    input,
    output: {
      mode: 'single',
      target: 'packages/client/src/generated/api/api.ts',
      client: 'axios-functions',
      clean: true,
      override: { mutator: { path: 'packages/client/src/http.ts', name: 'request' } },
    },
    hooks: { afterAllFilesWrite: 'node scripts/esm-import-extensions.mjs' },
  },
  clientZod: {
    input,
    output: {
      mode: 'single',
      target: 'packages/client/src/generated/zod/schemas.ts',
      client: 'zod',
      clean: true,
    },
  },
});
