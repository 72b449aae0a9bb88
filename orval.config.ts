import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';
import fs from 'node:fs';
import YAML from 'yaml';

const input = { target: './openapi/openapi.yaml' };
/** A Standard Webhooks secret as the contract shapes it: `whsec_` and 32 bytes in base64. */
const webhookSecret = () => `whsec_${Buffer.from(faker.string.alphanumeric(32)).toString('base64')}`;
// Every consumer (the console, the server, the mock server, the client package) imports src/generated/ with Node's full paths.
const fullImportPaths = { afterAllFilesWrite: 'node scripts/esm-import-extensions.mjs src/generated/model' };
// The console's output also gets one module re-exporting every tag's mocks (scripts/mock-index.mjs),
// the server its list of areas from the folders of server/src/modules (scripts/generate-area-list.mjs),
// and every consumer the contract's marks orval leaves out (scripts/contract-marks.mjs).
const fullImportPathsAndIndexes = {
  afterAllFilesWrite: [
    'node scripts/esm-import-extensions.mjs src/generated/model',
    'node scripts/mock-index.mjs src/generated/endpoints',
    'node scripts/generate-area-list.mjs',
    'node scripts/contract-marks.mjs',
  ],
};
// The two answers the server words for people rather than `ok` (202s: what happens next), as the
// contract's examples word them (in the server's English); read from the contract alone, so that
// another team regenerating from openapi/ needs nothing else. The sign-up's names the example's
// address, which the mock cannot know was the one sent.
type Contract = { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { example?: { message?: string } }> }> }>> };
const contract = YAML.parse(fs.readFileSync(input.target, 'utf8')) as Contract;
function acceptedMessage(operationId: string): string {
  const operation = Object.values(contract.paths).flatMap((item) => Object.values(item)).find((candidate) => candidate.operationId === operationId);
  const message = operation?.responses?.['202']?.content?.['application/json']?.example?.message;
  if (!message) throw new Error(`The contract's ${operationId} has no 202 example with a message`);
  return message;
}
const resetRequested = acceptedMessage('requestPasswordReset');
const signUpRequested = acceptedMessage('signUp');
/**
 * A whole answer for `mock.data`, written into the generated code as the source of a function
 * returning it: orval writes a function's source as it is, but writes an object's `null` as `undefined`.
 */
const answerSource = (answer: Record<string, unknown>) => Object.assign(() => answer, { toString: () => `() => (${JSON.stringify(answer)})` });
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
          // Every generated success envelope must say success, or the mutator rejects it, in the server's words: `ok`.
          properties: {
            code: 0,
            message: 'ok',
            // faker's fromRegExp copies the contract's ^ and $ anchors into the value.
            '/username|tenantName/': () => faker.helpers.fromRegExp('[a-z][a-z0-9-]{3,15}'),
            // Who sent an invitation: a username, or nobody.
            '/invitedBy/': () => faker.helpers.arrayElement([faker.helpers.fromRegExp('[a-z][a-z0-9-]{3,15}'), null]),
            // A tenant's attributes, by keys the contract's AttributeKey allows (random names would not).
            // (Entries rather than objects: the generated code keeps no type annotation, and this reads as a record of values.)
            '/(^|\\.)attributes$/': () =>
              Object.fromEntries(
                faker.helpers.arrayElement([
                  [],
                  [['plan', 'team'], ['seats', 25]],
                  [['plan', 'enterprise'], ['seats', 250], ['renewal_date', '2027-03-31'], ['managed', true]],
                ]),
              ),
            // An attribute's key (AttributeKey), without the anchors.
            '/(^|\\.)key$/': () => faker.helpers.fromRegExp('[a-z][a-z0-9_]{2,15}'),
            '/eventTypes/': () => faker.helpers.arrayElements(['*', 'user.*', 'tenant.*', 'user.created', 'tenant.disabled'], { min: 1, max: 3 }),
            // A network a tenant's allowlist holds, as the contract's IpNetwork writes one; or no list.
            '/ipAllowlist/': () =>
              faker.helpers.arrayElement([null, Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => `${faker.internet.ipv4()}/${faker.number.int({ min: 8, max: 32 })}`)]),
          },
          format: { hostname: () => faker.internet.domainName() },
        },
        // A tenant's state and purge date are optional in the contract, for the answers of older servers; this one sends both.
        tags: { tenants: { mock: { properties: { 'data.state': () => faker.helpers.arrayElement(['active', 'disabled']), 'data.purgeAt': () => null } } } },
        operations: {
          // The contract's shape of an API token, which fromRegExp would give its anchors.
          createApiToken: { mock: { properties: { 'data.token': () => `tc_${faker.string.alphanumeric(43)}` } } },
          createWebhookEndpoint: { mock: { properties: { 'data.secret': webhookSecret } } },
          rotateWebhookSecret: { mock: { properties: { 'data.secret': webhookSecret } } },
          // A sign-up answers 202 without data; its 201 is documented for older servers only
          // (`x-not-sent-since`), so the mock answers what servers send now rather than a mix of both.
          signUp: { mock: { data: answerSource({ code: 0, message: signUpRequested, data: null }) } },
          requestPasswordReset: { mock: { properties: { message: resetRequested } } },
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
