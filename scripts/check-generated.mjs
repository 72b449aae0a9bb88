#!/usr/bin/env node
// Regenerates the generated code in src/generated/ (which the console, the server, the mock server and
// the client package import) from openapi/, and with it (an orval hook) the server's list of areas
// from its modules' folders and the client package's index from the contract's tags, and fails if that changed anything: generated code is never edited by
// hand and never left stale.
import { spawnSync } from 'node:child_process';
import { CLIENT_INDEX_FILES } from './client-package-index.mjs';
import { AREA_LIST_FILE } from './generate-area-list.mjs';
import { CONTRACT_MARKS_FILE } from './contract-marks.mjs';

const generate = spawnSync('npx', ['orval', '--config', 'orval.config.ts'], { stdio: 'inherit' });
if (generate.status !== 0) process.exit(generate.status ?? 1);

// What orval writes (src/api, the one mutator, is hand-written) and the list of areas.
const GENERATED = ['src/generated/endpoints', 'src/generated/functions', 'src/generated/model', 'src/generated/zod', CONTRACT_MARKS_FILE, AREA_LIST_FILE, ...CLIENT_INDEX_FILES];

// Changes in the working tree against what is committed or staged, and files git does not know.
const changed = spawnSync('git', ['diff', '--name-only', '--', ...GENERATED], { encoding: 'utf8' });
const unknown = spawnSync('git', ['ls-files', '--others', '--exclude-standard', '--', ...GENERATED], { encoding: 'utf8' });
if (changed.status !== 0 || unknown.status !== 0) {
  console.error('git is needed to compare src/generated/ with what was committed');
  process.exit(1);
}
const stale = `${changed.stdout}${unknown.stdout}`.trim();
if (stale !== '') {
  console.error('Generated code is stale or was edited by hand. Run `npm run generate` and commit:\n' + stale);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...GENERATED], { stdio: 'inherit' });
  process.exit(1);
}
console.log(`src/generated/ matches openapi/, and ${AREA_LIST_FILE} the modules' folders`);
