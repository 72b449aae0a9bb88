/**
 * How much each part of the reliability suite does. CI runs the bounded set; `npm run
 * test:hardening -- --full` (HARDENING_FULL=1) the larger one. A failing fuzz run prints its
 * seed; HARDENING_SEED replays it.
 */
export const FULL = process.env['HARDENING_FULL'] === '1';

export const budget = FULL
  ? { fuzzRuns: 50_000, killCycles: 20, writers: 16, loadSeconds: 60, loadConnections: 50 }
  : { fuzzRuns: 4_000, killCycles: 5, writers: 8, loadSeconds: 8, loadConnections: 32 };

export function fuzzSeed(): number {
  const given = process.env['HARDENING_SEED'];
  return given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
}
