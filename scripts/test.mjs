#!/usr/bin/env node
// `npm test`: the checks CI relies on, then every test suite, ending with one line
// `tests: N passed, M failed[, K skipped]` that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const results = path.join('test-results', 'vitest.json');
const checks = [
  ['lock file installs with npm ci', ['node', 'scripts/check-lockfile.mjs']],
  ['contract lint', ['npx', 'redocly', 'lint', 'openapi/openapi.yaml', '--format', 'stylish']],
  ['generated code is current', ['node', 'scripts/check-generated.mjs']],
  ['no breaking contract change since the last release', ['node', 'scripts/contract-diff.mjs', '--latest-release']],
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

const failedChecks = checks.filter((check) => !run(...check)).map(([name]) => name);

fs.rmSync(results, { force: true });
fs.mkdirSync(path.dirname(results), { recursive: true });
const vitestOk = run('tests', [
  'npx',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}`,
  ...vitestArgs,
]);

let passed = 0;
let failed = failedChecks.length;
let skipped = 0;
if (fs.existsSync(results)) {
  const report = JSON.parse(fs.readFileSync(results, 'utf8'));
  passed = report.numPassedTests;
  failed += report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
  // A file that failed to load has no tests to count but must not pass quietly.
  failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} else {
  failed += 1;
}
if (failedChecks.length > 0) console.log(`\nFailed checks: ${failedChecks.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && vitestOk ? 0 : 1);
