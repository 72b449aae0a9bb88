#!/usr/bin/env node
// npm run new:area <tag>: writes a working plain area from the contract's operations of that tag
// (docs/architecture.md, "Adding an area"): the server's module, repository, migration, list,
// handlers and messages; the console's declared screens, resource and words in both languages;
// its registration; and its tests. Then regenerates src/generated/, the server's area list and
// the README's table of calls.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { consoleTestFile, listEntryFile, mockListTestFile, serverTestFile } from './new-area/test-files.mjs';
import { localeFiles, resourceIndexFile, viewsFile } from './new-area/console-files.mjs';
import { AreaRefusal, readArea } from './new-area/read-area.mjs';
import { register } from './new-area/registration.mjs';
import { filterFile, handlersFile, indexFile, listFile, messagesFile, migrationFile, refusalsFile, repositoryFile, sortFieldsFile } from './new-area/server-files.mjs';

const USAGE = 'Usage: npm run new:area -- <tag> [--no-generate]\n  <tag>: the contract\'s tag of the area\'s operations, e.g. widgets';

function nextMigration(root) {
  const numbers = fs.readdirSync(path.join(root, 'server/src/db/migrations')).map((name) => Number(name.slice(0, 4))).filter(Number.isInteger);
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

/** Every file of the area, by its path from the checkout's root. */
export function areaFiles(root, area) {
  const server = `server/src/modules/${area.tag}`;
  const sort = sortFieldsFile(area);
  const locales = localeFiles(area);
  const files = {
    [`server/src/db/migrations/${nextMigration(root)}-${area.tag}.ts`]: migrationFile(area),
    [`${server}/index.ts`]: indexFile(area),
    [`${server}/handlers.ts`]: handlersFile(area),
    [`${server}/${area.singular}-repository.ts`]: repositoryFile(area),
    [`${server}/${area.singular}-filter.ts`]: filterFile(area),
    [`${server}/${area.singular}-refusals.ts`]: refusalsFile(area),
    [`${server}/sort-fields.ts`]: sort.content,
    [`${server}/list.ts`]: listFile(area, sort.constant),
    [`${server}/messages.ts`]: messagesFile(area),
    [`src/resources/${area.tag}/index.ts`]: resourceIndexFile(area),
    [`src/resources/${area.tag}/${area.singular}-views.tsx`]: viewsFile(area),
    [`src/i18n/locales/en/${area.tag}.ts`]: locales.en,
    [`src/i18n/locales/zh/${area.tag}.ts`]: locales.zh,
    [`tests/helpers/lists/${area.tag}.ts`]: listEntryFile(area),
    [`tests/server/api/${area.tag}.test.ts`]: serverTestFile(area),
    [`tests/console/contract/${area.tag}-mock-list.node.test.ts`]: mockListTestFile(area),
    [`tests/console/resources/${area.tag}.test.tsx`]: consoleTestFile(area),
  };
  return { files, untranslated: locales.untranslated };
}

function main(argv) {
  const tag = argv.find((arg) => !arg.startsWith('--'));
  if (!tag || argv.includes('--help')) {
    console.log(USAGE);
    return tag ? 0 : 2;
  }
  const root = process.cwd();
  const contract = YAML.parse(fs.readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8'));
  let area;
  try {
    area = readArea(contract, tag);
  } catch (error) {
    if (!(error instanceof AreaRefusal)) throw error;
    console.error(`new:area ${tag}: not written.\n${error.message}`);
    return 1;
  }
  const { files, untranslated } = areaFiles(root, area);
  const taken = [`server/src/modules/${area.tag}`, `src/resources/${area.tag}`, ...Object.keys(files)].filter((file) => fs.existsSync(path.join(root, file)));
  if (taken.length > 0) {
    console.error(`new:area ${tag}: not written, these exist already (an area is written once, then grown by hand):\n${taken.map((file) => `  ${file}`).join('\n')}`);
    return 1;
  }
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  const registered = register(root, area);
  console.log(`new:area ${tag}: wrote ${Object.keys(files).length} files and registered it in ${registered.join(', ')}:`);
  for (const file of Object.keys(files)) console.log(`  ${file}`);
  if (untranslated.length > 0) {
    console.log(`\nThe Chinese messages repeat the English where the contract gives no x-title-zh: translate them in src/i18n/locales/zh/${tag}.ts (${untranslated.join('; ')}).`);
  }
  if (!argv.includes('--no-generate')) {
    const generated = spawnSync('npm', ['run', 'generate'], { cwd: root, stdio: 'inherit' });
    if (generated.status !== 0) return generated.status ?? 1;
    const table = spawnSync('node', ['scripts/readme-api-table.mjs'], { cwd: root, stdio: 'inherit' });
    if (table.status !== 0) return table.status ?? 1;
  }
  console.log(`\nNext: npm run typecheck && npx vitest run tests/server/api/${tag}.test.ts tests/console/resources/${tag}.test.tsx, then grow what the area does beyond the plain.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  process.exitCode = main(process.argv.slice(2));
}
