import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, REPO_ROOT } from '../../helpers/server-process.js';

const MB = 1024 * 1024;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-idle-collection-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

interface Outcome {
  grown: number;
  after: number;
  lines: { msg: string; heapBeforeMb: number; heapAfterMb: number }[];
}

/** A process that checks every 200 ms, makes a burst of 60 MB of objects, lets them go and stays quiet (until the collection, at most `quietUpToMs`). */
async function burstThenQuiet(nodeOptions: string[], quietUpToMs: number): Promise<Outcome> {
  const script = path.join(folder, 'burst.mts');
  fs.writeFileSync(
    script,
    `import v8 from 'node:v8';
import { collectWhenQuiet } from ${JSON.stringify(path.join(REPO_ROOT, 'server/src/core/idle-collection.ts'))};
const lines: object[] = [];
const collection = collectWhenQuiet({ debug: (fields, msg) => lines.push({ ...fields, msg }) }, 200);
let kept: object[] | null = [];
for (let i = 0; i < 600_000; i++) kept.push({ i, text: 'row ' + i, more: [i, i + 1] });
const grown = v8.getHeapStatistics().total_physical_size;
kept = null;
// Quiet until the collection comes: on a loaded machine V8's own work after the burst keeps the
// loop busy for a while, which the collection waits out.
const deadline = Date.now() + ${quietUpToMs};
while (lines.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
collection.stop();
console.log(JSON.stringify({ grown, after: v8.getHeapStatistics().total_physical_size, lines }));
`,
  );
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const { code, output } = await collect(child);
  expect(code, output).toBe(0);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Outcome;
}

// V8's memory reducer never runs in a server whose timers keep calling into JavaScript: the heap a
// burst grew stayed committed. npm start passes --expose-gc so that the server gives it back.
describe('the heap a busy period grew', () => {
  it('is given back once the process is quiet, after what the start used', async () => {
    const { grown, after, lines } = await burstThenQuiet(['--expose-gc', '--max-semi-space-size=4', '--heap-growing-percent=50'], 20_000);
    expect(lines.map((line) => line.msg)).toEqual(['Gave back the heap the start used', 'Gave back the heap a busy period grew']);
    expect(after).toBeLessThan(grown - 30 * MB);
    const [, burst] = lines;
    expect(burst?.heapAfterMb).toBeLessThan((burst?.heapBeforeMb ?? 0) - 30);
  });

  it('is left to V8 where node runs without --expose-gc', async () => {
    const { lines } = await burstThenQuiet([], 2_000);
    expect(lines).toEqual([]);
  });
});
