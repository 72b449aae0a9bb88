#!/usr/bin/env node
// orval's afterAllFilesWrite hook for the msw mocks: one module that re-exports every tag's mocks
// (`src/generated/endpoints/index.msw.ts`), so that a new tag of the contract reaches the console's
// mocks, the mock server and the contract tests without being named anywhere. Tags in name order,
// so that the file is the same on every run.
import fs from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? 'src/generated/endpoints';
const tags = fs
  .readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, `${entry.name}.msw.ts`)))
  .map((entry) => entry.name)
  .sort();
const lines = [
  '// Written by scripts/mock-index.mjs after orval: every tag\'s msw mocks.',
  ...tags.map((tag) => `export * from './${tag}/${tag}.msw.js';`),
  '',
];
fs.writeFileSync(path.join(folder, 'index.msw.ts'), lines.join('\n'));
