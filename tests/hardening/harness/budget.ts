import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../../helpers/server-process.js';

/**
 * How much each part of the reliability suite does. CI runs the bounded set; `npm run
 * test:hardening -- --full` (HARDENING_FULL=1) the larger one. A failing fuzz run prints its
 * seed; HARDENING_SEED replays it.
 */
export const FULL = process.env['HARDENING_FULL'] === '1';

export const budget = FULL
  ? { fuzzRuns: 50_000, killCycles: 20, writers: 16, loadSeconds: 60, loadConnections: 50 }
  : { fuzzRuns: 4_000, killCycles: 5, writers: 8, loadSeconds: 8, loadConnections: 32 };

/**
 * HARDENING_SEED when given; otherwise one drawn from the commit under test, so a run of CI
 * can be replayed exactly on the same commit, while every new commit tries new cases; a
 * random one outside a git checkout.
 */
export function fuzzSeed(): number {
  const given = process.env['HARDENING_SEED'];
  if (given) return Number(given);
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return Number.parseInt(head.slice(0, 7), 16);
  } catch {
    return Math.floor(Math.random() * 2 ** 31);
  }
}
