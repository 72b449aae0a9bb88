import { createServer } from '@mswjs/http-middleware';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { findAreaLists } from './find-area-lists.js';
import { DEFAULT_MOCK_PASSWORD, MOCK_AUTH_MODES, type MockAuthMode } from './mock-auth.js';
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

function authModeFrom(): MockAuthMode {
  const text = process.env['MOCK_AUTH'] || 'any';
  if ((MOCK_AUTH_MODES as readonly string[]).includes(text)) return text as MockAuthMode;
  console.error(`MOCK_AUTH must be one of ${MOCK_AUTH_MODES.join(', ')}, not '${text}'`);
  process.exit(2);
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
 * `MOCK_AUTH=users` makes it know its seeded users (password `MOCK_PASSWORD`, `mock-password` unless
 * set) and only the tokens it issued, answering others 401 as the server does (mock-auth.ts).
 * `--pid-file FILE` writes this process's id once it listens: npm and tsx each put a process of
 * their own in front of it, so `$!` after `npm run mock &` is not the server's.
 */
const port = numberFrom('PORT', DEFAULT_PORT);
const host = process.env['HOST'] || '127.0.0.1';
const seed = numberFrom('MOCK_SEED', DEFAULT_SEED);
const pidFile = pidFileFrom(process.argv.slice(2));
const authMode = authModeFrom();
const password = process.env['MOCK_PASSWORD'] || DEFAULT_MOCK_PASSWORD;
const lists = await findAreaLists();
const { handlers, auth } = mockHandlers({ seed, lists, auth: { mode: authMode, password } });
const server = createServer(...handlers).listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  if (pidFile !== undefined) fs.writeFileSync(pidFile, `${process.pid}\n`);
  if (auth) {
    console.log(`MOCK_AUTH=users: the seeded people sign in with the password '${password}' (admin among them); the service accounts' API tokens:`);
    for (const [token, user] of auth.apiTokens) console.log(`  ${user.username}: ${token}`);
  }
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
