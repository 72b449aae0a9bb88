#!/usr/bin/env node
// `npm test`: the checks CI relies on, then every test suite, ending with one line
// `tests: N passed, M failed[, K skipped]` that CI reads. The checks that only read the code run
// side by side with the one build every suite shares; the suites run as lanes (vitest.config.ts,
// TEST_LANE) scheduled over the machine's cores.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const results = path.join('test-results', 'vitest.json');
/** One after another: the generated code's check writes src/generated/, which the others read. */
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
/** Names this run for tests/helpers/build-once.ts: its lanes share the build made here. */
const runId = String(process.pid);
const builtMarker = (part) => path.join(path.dirname(results), `.built-${part}-${runId}`);
/** The server and the console as `npm start` runs them; React's production build, whatever NODE_ENV says. */
const build = ['build of the server and the console', ['npm', 'run', 'build'], { NODE_ENV: 'production' }];

function run(name, [command, ...args]) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  return status === 0;
}

/** Runs `command`, holding its output until it ends so that checks run side by side print one after another. */
function runQuietly(name, [command, ...args], env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
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
failedChecks.push(...(await runSideBySide(vitestArgs.length > 0 ? readOnlyChecks : [build, ...readOnlyChecks])));
if (vitestArgs.length === 0 && !failedChecks.includes(build[0])) {
  fs.mkdirSync(path.dirname(results), { recursive: true });
  for (const part of ['server', 'console']) fs.writeFileSync(builtMarker(part), new Date().toISOString());
}

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

/** The lanes whose vitest printed errors raised outside any test, which its JSON report does not count. */
const lanesWithErrors = [];

/** One vitest run (of one lane, or of every project) writing its JSON report to `output`. */
function vitest(output, lane, args) {
  return new Promise((resolve) => {
    const command = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args];
    console.log(`\n▶ tests${lane ? ` (${lane})` : ''}: ${lane ? `TEST_LANE=${lane} ` : ''}npx ${command.join(' ')}`);
    const child = spawn('npx', command, { stdio: ['ignore', 'pipe', 'pipe'], env: lane ? { ...process.env, TEST_LANE: lane } : process.env });
    const noteErrors = (text) => {
      if (/Unhandled Errors?|Unhandled Rejection/.test(text) && !lanesWithErrors.includes(lane ?? 'all')) lanesWithErrors.push(lane ?? 'all');
    };
    streamLines(child.stdout, (text) => (noteErrors(text), process.stdout.write(text)));
    streamLines(child.stderr, (text) => (noteErrors(text), process.stderr.write(text)));
    child.on('close', (status) => resolve(status === 0));
  });
}

/**
 * The lanes, taken by as many workers as the machine has cores: `in-process` by the first at once,
 * the others longest first. On two cores `in-process` and `browser` start together; `hardening`
 * (≈ 600 s alone) follows whichever ends first and `cluster` (≈ 180 s) the other, so the two long
 * lanes end close together and no more than two lanes share the two cores.
 */
const laneQueue = ['browser', 'hardening', 'cluster'];
const firstLane = 'in-process';

// Named projects or files run as asked, in one process; the whole suite runs as its lanes.
const lanes = vitestArgs.length > 0 ? [undefined] : [firstLane, ...laneQueue];
const outputs = lanes.map((lane) => (lane ? path.join(path.dirname(results), `vitest-${lane}.json`) : results));
for (const output of outputs) fs.rmSync(output, { force: true });
fs.mkdirSync(path.dirname(results), { recursive: true });
const outputOf = (lane) => outputs[lanes.indexOf(lane)];
let vitestOk = true;
if (vitestArgs.length > 0) {
  vitestOk = await vitest(results, undefined, vitestArgs);
} else {
  process.env['TEST_RUN_ID'] = runId;
  const started = Date.now();
  const runLane = async (lane) => {
    const ok = await vitest(outputOf(lane), lane, []);
    console.log(`\n▶ lane ${lane} ended after ${Math.round((Date.now() - started) / 1000)} s${ok ? '' : ', vitest exiting with a failure'}`);
    vitestOk &&= ok;
  };
  const worker = async (first) => {
    if (first) await runLane(first);
    for (let lane = laneQueue.shift(); lane; lane = laneQueue.shift()) await runLane(lane);
  };
  const workers = Math.max(2, os.availableParallelism());
  await Promise.all([worker(firstLane), ...Array.from({ length: workers - 1 }, () => worker(undefined))]);
  for (const part of ['server', 'console']) fs.rmSync(builtMarker(part), { force: true });
}

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
  // A file that failed to load, or whose hooks failed after its tests passed, has no failed test
  // to count but must not pass quietly: it counts as one, and says why.
  for (const file of report.testResults) {
    if (file.status !== 'failed' || file.assertionResults.some((test) => test.status === 'failed')) continue;
    failed += 1;
    console.log(`\n✗ ${path.relative(process.cwd(), file.name)}: ${file.message || 'failed outside its tests'}`);
  }
}
for (const lane of lanesWithErrors) console.log(`\n✗ lane ${lane}: vitest reported errors outside any test (see "Unhandled Errors" above)`);
failed += lanesWithErrors.length;
if (failedChecks.length > 0) console.log(`\nFailed checks: ${failedChecks.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && vitestOk ? 0 : 1);
