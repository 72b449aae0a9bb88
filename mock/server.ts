import { createServer } from '@mswjs/http-middleware';
import { mockHandlers } from './mock-handlers.js';

const DEFAULT_PORT = 4010;
const DEFAULT_SEED = 1;

function numberFrom(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, not '${text}'`);
    process.exit(2);
  }
  return value;
}

/**
 * `npm run mock`: every operation of the contract over HTTP, from the generated msw handlers, with
 * no console and no database. For another team's CI: ask for any documented status with
 * `Prefer: code=409` (and `Prefer: example=name`), get the same answers under the same MOCK_SEED.
 */
const port = numberFrom('PORT', DEFAULT_PORT);
const host = process.env['HOST'] || '127.0.0.1';
const seed = numberFrom('MOCK_SEED', DEFAULT_SEED);
const server = createServer(...mockHandlers({ seed })).listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(`Mock server ready at http://${host}:${listening}/api (MOCK_SEED=${seed}); ask for a status with the header Prefer: code=409`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
