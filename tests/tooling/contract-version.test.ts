import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { REPO_ROOT } from '../helpers/server-process.js';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const contractVersion = (YAML.parse(read('openapi/openapi.yaml')) as { info: { version: string } }).info.version;

describe("the contract's version", () => {
  it('is a semantic version', () => {
    expect(contractVersion).toMatch(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$/);
  });

  it('has its section in CHANGELOG.md', () => {
    expect(read('CHANGELOG.md').split('\n')).toContainEqual(expect.stringMatching(new RegExp(`^## ${contractVersion.replace(/\./g, '\\.')}( |$)`)));
  });

  it('has, for every version the CHANGELOG dates as released, its released contract, and no release without a date', () => {
    const dated = [...read('CHANGELOG.md').matchAll(/^## (\d+\.\d+\.\d+) — \d{4}-\d{2}-\d{2}$/gm)].map((match) => match[1]);
    const kept = fs
      .readdirSync(path.join(REPO_ROOT, 'openapi/releases'))
      .map((name) => /^(.+)\.yaml$/.exec(name)?.[1])
      .filter((version): version is string => version !== undefined);
    expect(dated.length).toBeGreaterThan(0);
    expect(new Set(kept)).toEqual(new Set(dated));
    for (const version of kept) expect((YAML.parse(read(`openapi/releases/${version}.yaml`)) as { info: { version: string } }).info.version).toBe(version);
  });

  it('is the client package version', () => {
    expect((JSON.parse(read('packages/client/package.json')) as { version: string }).version).toBe(contractVersion);
  });
});
