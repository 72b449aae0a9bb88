import { spread } from './stats.js';

/** What a run's server rows say of one call's ceiling (a `ServerRow` has these and more). */
interface CeilingRow {
  db: string;
  tenants: number;
  endpoint: string;
  ceiling_rps: number;
}

export interface MachineSpeed {
  /** This run's ceilings over the baseline's, the median over the calls both measured. */
  ratio: number;
  calls: number;
}

/** How far the machine may move before a run's times stop being comparable with the baseline's. */
const COMPARABLE = { min: 0.8, max: 1.25 };

/**
 * The ceiling does the same small work in every run, so its req/s measures the machine on the
 * day: when it moves, every time in the run moves with it, while ratios to it carry over.
 */
export function machineSpeed(run: { server: CeilingRow[] }, baseline: { server: CeilingRow[] }): MachineSpeed | undefined {
  const key = (row: CeilingRow) => `${row.db} ${row.tenants} ${row.endpoint}`;
  const before = new Map(baseline.server.map((row) => [key(row), row.ceiling_rps]));
  const ratios = run.server
    .map((row) => row.ceiling_rps / (before.get(key(row)) ?? Number.NaN))
    .filter((ratio) => Number.isFinite(ratio) && ratio > 0);
  return ratios.length === 0 ? undefined : { ratio: spread(ratios).median, calls: ratios.length };
}

export function describeMachineSpeed(speed: MachineSpeed | undefined): string {
  if (!speed) return 'Machine speed: no call in common with the baseline to compare.';
  const line = `Machine speed: the ceilings ran at ${Math.round(speed.ratio * 100)}% of the baseline's (median of ${speed.calls} calls).`;
  return speed.ratio < COMPARABLE.min || speed.ratio > COMPARABLE.max
    ? `${line} Times in this run are not comparable with the baseline's; ratios to the ceiling are.`
    : line;
}
