#!/usr/bin/env node
// The README's table of calls, written from the contract: every operation, grouped by its tag in
// the contract's order, with its summary. `node scripts/readme-api-table.mjs` writes it between the
// README's markers; tests/tooling/readme-api-table.test.ts fails when the two differ, so a new
// operation cannot go undocumented there and a removed one cannot stay.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const README = 'README.md';
export const START = '<!-- api-table: written by scripts/readme-api-table.mjs from openapi/openapi.yaml -->';
export const END = '<!-- /api-table -->';
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export function apiTable(root) {
  const contract = YAML.parse(fs.readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8'));
  const rows = ['| area | call | what it does |', '|---|---|---|'];
  for (const { name } of contract.tags ?? []) {
    for (const [route, item] of Object.entries(contract.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (operation?.tags?.[0] !== name) continue;
        rows.push(`| ${name} | \`${method.toUpperCase()} /api${route}\` | ${operation.summary} |`);
      }
    }
  }
  return rows.join('\n');
}

/** The README with its table as the contract has it now. */
export function readmeWithTable(root) {
  const readme = fs.readFileSync(path.join(root, README), 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README} has no ${START} … ${END} section`);
  return `${readme.slice(0, start + START.length)}\n${apiTable(root)}\n${readme.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const root = process.cwd();
  fs.writeFileSync(path.join(root, README), readmeWithTable(root));
  console.log(`${README}: the table of calls, from the contract`);
}
