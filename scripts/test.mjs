#!/usr/bin/env node
// `npm test`: the checks CI relies on, then every test suite, ending with one line
// `tests: N passed, M failed[, K skipped]` that CI reads. The checks that only read the code run
// side by side; the suites run as two lanes at once (vitest.config.ts, TEST_LANE).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const results = path.join('test-results', 'vitest.json');
/** One after another: the generated code's check writes contract/, which the others read. */
const checks = [
  ['lock file installs with npm ci', ['node', 'scripts/check-lockfile.mjs']],
  ['contract lint', ['npx', 'redocly', 'lint', 'openapi/openapi.yaml', '--format', 'stylish']],
  ['generated code is current', ['node', 'scripts/check-generated.mjs']],
  ['no breaking contract change since the last release', ['node', 'scripts/contract-diff.mjs', '--latest-release']],
];
/** Each reads the code and writes nothing: as many at once as the machine has cores. */
const readOnlyChecks = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings', '0']],
  ['typecheck (console)', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck (server and its tests)', ['npx', 'tsc', '-p', 'tests/tsconfig.json', '--noEmit']],
  ['typecheck (browser tests)', ['npx', 'tsc', '-p', 'tests/e2e/tsconfig.json', '--noEmit']],
  ['typecheck (benchmarks)', ['npx', 'tsc', '-p', 'bench/tsconfig.json', '--noEmit']],
  ['typecheck (client package)', ['npx', 'tsc', '-p', 'packages/client/tsconfig.json', '--noEmit']],
];
const vitestArgs = process.argv.slice(2);

function run(name, [command, ...args]) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  return status === 0;
}

/** Runs `command`, holding its output until it ends so that checks run side by side print one after another. */
function runQuietly(name, [command, ...args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${name}: ${[command, ...args].join(' ')} (${Math.round((Date.now() - started) / 1000)} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve(status === 0);
    });
  });
}

async function runSideBySide(list) {
  const failed = [];
  const queue = [...list];
  const lanes = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) if (!(await runQuietly(...check))) failed.push(check[0]);
  });
  await Promise.all(lanes);
  return failed;
}

const failedChecks = checks.filter((check) => !run(...check)).map(([name]) => name);
failedChecks.push(...(await runSideBySide(readOnlyChecks)));

/** Streams a child's output line by line, so that two running side by side never cut each other's lines. */
function streamLines(stream, write) {
  let rest = '';
  stream.on('data', (chunk) => {
    const text = rest + chunk.toString();
    const end = text.lastIndexOf('\n') + 1;
    if (end > 0) write(text.slice(0, end));
    rest = text.slice(end);
  });
  stream.on('end', () => rest && write(`${rest}\n`));
}

/** One vitest run (of one lane, or of every project) writing its JSON report to `output`. */
function vitest(output, lane, args) {
  return new Promise((resolve) => {
    const command = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args];
    console.log(`\n▶ tests${lane ? ` (${lane})` : ''}: ${lane ? `TEST_LANE=${lane} ` : ''}npx ${command.join(' ')}`);
    const child = spawn('npx', command, { stdio: ['ignore', 'pipe', 'pipe'], env: lane ? { ...process.env, TEST_LANE: lane } : process.env });
    streamLines(child.stdout, (text) => process.stdout.write(text));
    streamLines(child.stderr, (text) => process.stderr.write(text));
    child.on('close', (status) => resolve(status === 0));
  });
}

// Named projects or files run as asked, in one process; the whole suite runs as its two lanes at once.
const lanes = vitestArgs.length > 0 ? [undefined] : ['in-process', 'against-servers'];
const outputs = lanes.map((lane) => (lane ? path.join(path.dirname(results), `vitest-${lane}.json`) : results));
for (const output of outputs) fs.rmSync(output, { force: true });
fs.mkdirSync(path.dirname(results), { recursive: true });
const vitestOk = (await Promise.all(lanes.map((lane, i) => vitest(outputs[i], lane, vitestArgs)))).every(Boolean);

let passed = 0;
let failed = failedChecks.length;
let skipped = 0;
for (const output of outputs) {
  if (!fs.existsSync(output)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A file that failed to load has no tests to count but must not pass quietly.
  failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
}
if (failedChecks.length > 0) console.log(`\nFailed checks: ${failedChecks.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && vitestOk ? 0 : 1);
