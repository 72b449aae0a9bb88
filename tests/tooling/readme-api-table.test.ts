import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the scripts, without types of its own
import { readmeWithTable } from '../../scripts/readme-api-table.mjs';
import { contractOperations, dereference, loadContract, type Contract } from '../../server/src/core/contract.js';
import { REPO_ROOT } from '../helpers/server-process.js';

const readme = () => fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

describe("the README's table of calls", () => {
  it('is the one the contract writes: run `node scripts/readme-api-table.mjs` after changing an operation', () => {
    expect(readme()).toBe((readmeWithTable as (root: string) => string)(REPO_ROOT));
  });

  it('names every operation of the contract once, and nothing else', () => {
    const rows = [...readme().matchAll(/^\| [a-z-]+ \| `([A-Z]+) \/api(\S+)` \|/gm)].map((match) => `${match[1]} ${match[2]}`);
    const operations = contractOperations(dereference(loadContract()) as Contract).map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect([...rows].sort()).toEqual([...operations].sort());
  });
});
