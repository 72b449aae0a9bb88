import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { REPO_ROOT } from '../helpers/server-process.js';

type Contract = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed YAML document, changed in place by each case

const current = (): Contract => YAML.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi/openapi.yaml'), 'utf8')) as Contract;

const CHANGELOG = `# Changelog

## 1.0.0 — not yet released

- Everything.
`;

describe('npm run release', () => {
  let repo: string;
  const file = (name: string) => path.join(repo, name);
  const read = (name: string) => fs.readFileSync(file(name), 'utf8');
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(file(name)), { recursive: true });
    fs.writeFileSync(file(name), text);
  };
  /** A contract at this version, changed by `change`; the client package follows it. */
  const contractAt = (version: string, change: (contract: Contract) => void = () => undefined) => {
    const contract = current();
    contract.info.version = version;
    change(contract);
    write('openapi/openapi.yaml', YAML.stringify(contract));
    write('packages/client/package.json', JSON.stringify({ name: '@tenant-console/client', version }));
  };
  const run = (script: string, ...args: string[]) => {
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', script), ...args], { cwd: repo, encoding: 'utf8' });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const release = () => run('release.mjs', '--date', '2026-11-27');

  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    write('CHANGELOG.md', CHANGELOG);
    contractAt('1.0.0');
  });
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('keeps the contract as released, byte for byte, and dates its CHANGELOG section', () => {
    const result = release();
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Released contract 1.0.0: openapi/releases/1.0.0.yaml');
    expect(read('openapi/releases/1.0.0.yaml')).toBe(read('openapi/openapi.yaml'));
    expect(read('CHANGELOG.md')).toBe(CHANGELOG.replace('## 1.0.0 — not yet released', '## 1.0.0 — 2026-11-27'));
    // From now on the check compares with it by default.
    expect(run('contract-diff.mjs').output).toContain('since release 1.0.0 (openapi/releases/1.0.0.yaml)');
  });

  it('refuses a version without its CHANGELOG section, and writes nothing', () => {
    contractAt('1.1.0');
    const result = release();
    expect(result.code).toBe(1);
    expect(result.output).toContain('Not released: CHANGELOG.md has no section "## 1.1.0"');
    expect(fs.existsSync(file('openapi/releases'))).toBe(false);
  });

  it('refuses a version released already, and one older than the last release', () => {
    expect(release().code).toBe(0);
    expect(release()).toMatchObject({ code: 1, output: expect.stringContaining('1.0.0 is released already (openapi/releases/1.0.0.yaml)') });
    contractAt('0.9.0');
    write('CHANGELOG.md', `${CHANGELOG}\n## 0.9.0\n\n- Earlier.\n`);
    expect(release()).toMatchObject({ code: 1, output: expect.stringContaining('0.9.0 is older than the last release, 1.0.0') });
  });

  it('refuses a breaking change without a new major version, naming it, and releases it as one', () => {
    expect(release().code).toBe(0);
    const removeStatus = (contract: Contract) => delete contract.paths['/v1/admin/tenant/{id}/status'].put;
    contractAt('1.1.0', removeStatus);
    write('CHANGELOG.md', `${read('CHANGELOG.md')}\n## 1.1.0\n\n- Status gone.\n\n## 2.0.0\n\n- Status gone.\n`);
    const minor = release();
    expect(minor.code).toBe(1);
    expect(minor.output).toContain('1 breaking change since 1.0.0 need a new major version:');
    expect(minor.output).toContain('  - The operation PUT /v1/admin/tenant/{id}/status (setTenantStatus) was removed.');
    expect(fs.existsSync(file('openapi/releases/1.1.0.yaml'))).toBe(false);
    contractAt('2.0.0', removeStatus);
    expect(release()).toMatchObject({ code: 0, output: expect.stringContaining('Released contract 2.0.0: openapi/releases/2.0.0.yaml (after 1.0.0)') });
  });

  it('releases an addition as a minor version', () => {
    expect(release().code).toBe(0);
    contractAt('1.1.0', (contract) => (contract.components.schemas.TenantSummary.properties.region = { type: 'string' }));
    write('CHANGELOG.md', `${read('CHANGELOG.md')}\n## 1.1.0 — not yet released\n\n- Regions.\n`);
    expect(release()).toMatchObject({ code: 0, output: expect.stringContaining('(after 1.0.0)') });
    expect(read('CHANGELOG.md')).toContain('## 1.1.0 — 2026-11-27');
    expect(read('CHANGELOG.md')).toContain('## 1.0.0 — 2026-11-27');
  });

  it('refuses when the client package carries another version', () => {
    write('packages/client/package.json', JSON.stringify({ name: '@tenant-console/client', version: '0.9.0' }));
    expect(release()).toMatchObject({ code: 1, output: expect.stringContaining('packages/client/package.json says 0.9.0') });
  });
});
