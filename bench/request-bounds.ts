/**
 * `npx tsx bench/request-bounds.ts`: what the bounds on requests cost (issue 38), measured on the
 * server in this process (Fastify's inject: the whole request path but the socket).
 *
 * - The worst JSON bodies the limits allow (64 KiB, nested at most 32 deep) against the sign-in
 *   call, unauthenticated, beside an ordinary sign-in body that fails the same way.
 * - A password reset request that matches an account beside one that does not: the time to the
 *   answer over a socket, and how often the faster of two guesses by time would be right.
 *
 * It prints; it never fails on a figure. The machine is shared: compare the lines of one run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';

const ROUNDS = 400;

/**
 * The client of the reset timing: alternately a login that matches and one that does not, a pause
 * after each for the work that follows the answer, then the times (µs) to the answer.
 */
const RESET_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { setTimeout: pause } = require('node:timers/promises');
(async () => {
  const reset = async (login) => {
    const started = performance.now();
    const answer = await fetch(workerData.address + '/api/v1/auth/password-reset-requests', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login }),
    });
    await answer.arrayBuffer();
    const elapsed = (performance.now() - started) * 1000;
    await pause(60);
    return elapsed;
  };
  const matched = [];
  const unmatched = [];
  for (let round = 0; round < workerData.rounds; round += 1) {
    matched.push(await reset('bounds@example.com'));
    unmatched.push(await reset('nobody-' + round + '@example.com'));
  }
  parentPort.postMessage({ matched, unmatched });
})();
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Bodies of at most `limit` bytes. */
function worstBodies(limit: number): Record<string, string> {
  const nestedChunk = `${'['.repeat(31)}${']'.repeat(31)}`;
  const fill = (open: string, item: string, close: string) => {
    const count = Math.floor((limit - open.length - close.length) / (item.length + 1));
    return `${open}${Array.from({ length: count }, () => item).join(',')}${close}`;
  };
  return {
    'ordinary sign-in body (refused: unknown user)': JSON.stringify({ username: 'nobody-here', password: 'a-long-enough-password' }),
    '64 KiB of 32-deep arrays side by side': fill('{"username":[', nestedChunk.slice(1, -1), ']}'),
    '64 KiB array of numbers (~32,000 values)': fill('{"username":[', '0', ']}'),
    '64 KiB array of one-letter strings': fill('{"username":[', '"a"', ']}'),
    '64 KiB object of ~6,000 keys': `{"username":{${Array.from({ length: Math.floor((limit - 20) / 11) }, (_, i) => `"k${String(i).padStart(5, '0')}":0`).join(',')}}}`,
    '33 deep (refused before parsing)': `{"username":${'['.repeat(32)}${']'.repeat(32)}}`,
    '32,000 deep (refused before parsing)': `{"username":${'['.repeat(31_999)}${']'.repeat(31_999)}}`,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-bounds-'));
  const config = {
    ...loadConfig({}, dataDir),
    dataDir,
    databaseUrl: undefined,
    adminPassword: 'bounds-admin-password',
    staticDir: path.join(dataDir, 'none'),
    loginRateLimit: { max: 10_000_000, addressFailureMax: 10_000_000, windowMs: 60_000 },
    logLevel: 'error',
  };
  const app = await buildApp({ config, logger: false });
  await app.ready();
  try {
    console.log(`Request bounds, ${ROUNDS} requests each, median and p99 in µs (this machine, this run)\n`);
    for (const [name, body] of Object.entries(worstBodies(config.bodyLimitBytes))) {
      const times: number[] = [];
      let status = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const answer = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: body });
        times.push((performance.now() - started) * 1000);
        status = answer.statusCode;
      }
      const bytes = Buffer.byteLength(body);
      console.log(`${name.padEnd(48)} ${String(bytes).padStart(6)} B  → ${status}  median ${median(times).toFixed(0).padStart(6)}  p99 ${percentile(times, 0.99).toFixed(0).padStart(6)}`);
    }

    // A matching account: an owner with an email, made through the API.
    const token = JSON.parse((await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: { username: 'admin', password: 'bounds-admin-password' } })).body).data.token as string;
    await app.inject({ method: 'POST', url: '/api/v1/users', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: { username: 'bounds-user', email: 'bounds@example.com', role: 'member', password: 'a-long-enough-password' } });
    // Over a socket, from a client with an event loop of its own (a worker thread), as a client
    // elsewhere sees it: a client in this thread would wait for whatever the server does after it answers.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const measure = () =>
      new Promise<{ matched: number[]; unmatched: number[] }>((resolve, reject) => {
        const worker = new Worker(RESET_CLIENT, { eval: true, workerData: { address, rounds: ROUNDS } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    // First with the work after the answer held back (the answer's own path alone), then running.
    const release = app.resetRequests.hold();
    const held = await measure();
    release();
    await app.resetRequests.idle();
    const running = await measure();
    console.log('');
    for (const [name, { matched, unmatched }] of [['work held back', held], ['work running after each answer', running]] as const) {
      // Told one request of each, the guesser says the slower one matched: right how often?
      let right = 0;
      for (let round = 0; round < ROUNDS; round += 1) if ((matched[round] ?? 0) > (unmatched[round] ?? 0)) right += 1;
      console.log(`Password reset request, ${name}: time to the answer (µs) matched median ${median(matched).toFixed(0)} p90 ${percentile(matched, 0.9).toFixed(0)}; unmatched median ${median(unmatched).toFixed(0)} p90 ${percentile(unmatched, 0.9).toFixed(0)}; "the slower one matched" right ${((right / ROUNDS) * 100).toFixed(1)}% of ${ROUNDS} pairs (50% is a coin)`);
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
