#!/usr/bin/env node
// Builds the server and the console (or the parts named) and stamps each build:
//   node scripts/build.mjs [server] [console]            every time, with the bundler's file listing
//   node scripts/build.mjs --if-changed --quiet          what `npm start` runs: only the parts whose
//                                                        inputs changed since their last build, one line each
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PARTS, clearStamp, inputsDigest, isCurrent, wasBuilt, writeStamp } from './build-stamp.mjs';

const { values, positionals } = parseArgs({
  options: { 'if-changed': { type: 'boolean', default: false }, quiet: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const unknown = positionals.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; the parts are ${Object.keys(PARTS).join(' and ')}.`);
  process.exit(2);
}
// npm runs scripts in the package's folder; the tests run this one in a folder of their own.
const root = process.cwd();
const names = positionals.length > 0 ? positionals : Object.keys(PARTS);

const stale = values['if-changed'] ? names.filter((name) => !isCurrent(root, name)) : names;
if (values.quiet && stale.length === 0) {
  console.log(`Build is up to date (${names.map((name) => PARTS[name].label).join(' and ')}).`);
}
for (const name of stale) {
  const part = PARTS[name];
  const inputs = inputsDigest(root, name);
  const why = !values['if-changed'] ? '' : wasBuilt(root, name) ? ' (changed since its last build)' : ' (no earlier build recorded)';
  clearStamp(root, name);
  const started = Date.now();
  if (values.quiet) console.log(`Building ${part.label}${why}…`);
  const [script, ...args] = part.command(values.quiet);
  const { status, signal } = spawnSync(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`Building ${part.label} failed${signal ? ` (${signal})` : ''}.`);
    process.exit(status ?? 1);
  }
  writeStamp(root, name, inputs);
  if (values.quiet) console.log(`Built ${part.label} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
