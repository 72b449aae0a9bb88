import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

const input = { target: './openapi/openapi.yaml' };
/** A Standard Webhooks secret as the contract shapes it: `whsec_` and 32 bytes in base64. */
const webhookSecret = () => `whsec_${Buffer.from(faker.string.alphanumeric(32)).toString('base64')}`;
// Every consumer (the console, the server, the mock server, the client package) imports src/generated/ with Node's full paths.
const fullImportPaths = { afterAllFilesWrite: 'node scripts/esm-import-extensions.mjs src/generated/model' };
// The console's output also gets one module re-exporting every tag's mocks (scripts/mock-index.mjs),
// and the server its list of areas from the folders of server/src/modules (scripts/generate-area-list.mjs).
const fullImportPathsAndIndexes = {
  afterAllFilesWrite: ['node scripts/esm-import-extensions.mjs src/generated/model', 'node scripts/mock-index.mjs src/generated/endpoints', 'node scripts/generate-area-list.mjs'],
};
// The one mutator every generated call goes through (hand-written, in src/api/ beside the folders orval cleans).
const mutator = { path: 'src/api/mutator.ts', name: 'httpClient' };

export default defineConfig({
  console: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated/endpoints',
      schemas: 'src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { type: 'msw', delay: false },
      override: {
        mutator,
        query: { signal: true },
        mock: {
          // Every generated success envelope must say success, or the mutator rejects it.
          properties: {
            code: 0,
            // faker's fromRegExp copies the contract's ^ and $ anchors into the value.
            '/username|tenantName/': () => faker.helpers.fromRegExp('[a-z][a-z0-9-]{3,15}'),
            '/eventTypes/': () => faker.helpers.arrayElements(['*', 'user.*', 'tenant.*', 'user.created', 'tenant.disabled'], { min: 1, max: 3 }),
          },
          format: { hostname: () => faker.internet.domainName() },
        },
        operations: {
          // The contract's shape of an API token, which fromRegExp would give its anchors.
          createApiToken: { mock: { properties: { 'data.token': () => `tc_${faker.string.alphanumeric(43)}` } } },
          createWebhookEndpoint: { mock: { properties: { 'data.secret': webhookSecret } } },
          rotateWebhookSecret: { mock: { properties: { 'data.secret': webhookSecret } } },
          // A sign-up answers 202 without data; its 201 is documented for older servers only
          // (`x-not-sent-since`), so the mock answers what servers send now rather than a mix of both.
          signUp: { mock: { data: () => ({ code: 0, message: faker.lorem.sentence(), data: null }) } },
        },
      },
    },
    hooks: fullImportPathsAndIndexes,
  },
  consoleZod: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
    hooks: fullImportPaths,
  },
  // The plain calls, without react-query: the client package for backend teams re-exports them,
  // and the console may call them outside react-query.
  functions: {
    input,
    output: {
      mode: 'tags-split',
      target: 'src/generated/functions',
      schemas: 'src/generated/model',
      client: 'axios-functions',
      clean: true,
      override: { mutator },
    },
    // The last output written: the client package's index and schemas follow the contract's tags.
    hooks: { afterAllFilesWrite: [fullImportPaths.afterAllFilesWrite, 'node scripts/client-package-index.mjs'] },
  },
});
