import { createServer } from '@mswjs/http-middleware';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { findAreaLists } from './find-area-lists.js';
import { mockHandlers } from './mock-handlers.js';

const DEFAULT_PORT = 4010;
const DEFAULT_SEED = 1;
const USAGE = 'Usage: npm run mock [-- --pid-file FILE]';

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

function pidFileFrom(args: string[]): string | undefined {
  try {
    return parseArgs({ args, options: { 'pid-file': { type: 'string' } }, strict: true }).values['pid-file'];
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

/**
 * `npm run mock`: every operation of the contract over HTTP, from the generated msw handlers, with
 * no console and no database. For another team's CI: ask for any documented status with
 * `Prefer: code=409` (and `Prefer: example=name`), get the same answers under the same MOCK_SEED.
 * `--pid-file FILE` writes this process's id once it listens: npm and tsx each put a process of
 * their own in front of it, so `$!` after `npm run mock &` is not the server's.
 */
const port = numberFrom('PORT', DEFAULT_PORT);
const host = process.env['HOST'] || '127.0.0.1';
const seed = numberFrom('MOCK_SEED', DEFAULT_SEED);
const pidFile = pidFileFrom(process.argv.slice(2));
const lists = await findAreaLists();
const server = createServer(...mockHandlers({ seed, lists })).listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  if (pidFile !== undefined) fs.writeFileSync(pidFile, `${process.pid}\n`);
  console.log(`Mock server ready at http://${host}:${listening}/api (MOCK_SEED=${seed}); ask for a status with the header Prefer: code=409`);
});
const stop = () => {
  server.close(() => {
    if (pidFile !== undefined) fs.rmSync(pidFile, { force: true });
    process.exit(0);
  });
  // Idle keep-alive connections would hold the close open.
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
