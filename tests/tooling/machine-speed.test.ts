import { describe, expect, it } from 'vitest';
import { describeMachineSpeed, machineSpeed } from '../../bench/lib/machine-speed.js';

/** A run's server rows, the only part machineSpeed reads. */
function runWith(ceilings: Array<[endpoint: string, rps: number]>): Parameters<typeof machineSpeed>[0] {
  return {
    server: ceilings.map(([endpoint, ceiling_rps]) => ({ db: 'sqlite', tenants: 1000, endpoint, ceiling_rps })),
  };
}

const baseline = runWith([
  ['GET /a', 50_000],
  ['GET /b', 40_000],
  ['GET /c', 10_000],
]);

describe('the machine speed a benchmark report compares with the baseline', () => {
  it('is the median of the ceilings over the calls both runs measured, ignoring the others', () => {
    const slowDay = runWith([
      ['GET /a', 25_000],
      ['GET /b', 18_000],
      ['GET /c', 6_000],
      ['GET /new', 99_000],
    ]);
    expect(machineSpeed(slowDay, baseline)).toEqual({ ratio: 0.5, calls: 3 });
  });

  it('warns that times are not comparable only when the machine moved by more than a fifth', () => {
    expect(describeMachineSpeed({ ratio: 0.44, calls: 56 })).toContain('Times in this run are not comparable');
    expect(describeMachineSpeed({ ratio: 1.3, calls: 56 })).toContain('Times in this run are not comparable');
    expect(describeMachineSpeed({ ratio: 0.95, calls: 56 })).not.toContain('not comparable');
    expect(describeMachineSpeed({ ratio: 0.95, calls: 56 })).toContain('95%');
  });

  it('says so when no call is in common', () => {
    const other = runWith([['GET /elsewhere', 1000]]);
    expect(machineSpeed(other, baseline)).toBeUndefined();
    expect(describeMachineSpeed(undefined)).toContain('no call in common');
  });
});
