import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../helpers/server-process.js';
// @ts-expect-error -- a plain ES module script without type declarations (scripts/ is JavaScript).
import { inputsDigest, isCurrent, writeStamp } from '../../../scripts/build-stamp.mjs';

type Env = Record<string, string | undefined>;
const current = isCurrent as (root: string, part: string, env?: Env) => boolean;
const stamp = (root: string, part: string, env: Env = {}) =>
  (writeStamp as (root: string, part: string, inputs: string) => void)(root, part, (inputsDigest as (root: string, part: string, env: Env) => string)(root, part, env));

/** A checkout in miniature: what the parts are built from, and what a build left behind. */
function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  const files: Record<string, string> = {
    'package.json': '{"name":"x"}',
    'package-lock.json': '{"lockfileVersion":3}',
    'server/tsconfig.json': '{}',
    'server/tsconfig.build.json': '{}',
    'server/src/server.ts': 'export const a = 1;',
    'server/src/db/seed.ts': 'export const b = 2;',
    'server/dist/server.js': 'export const a = 1;',
    'src/main.tsx': 'export {};',
    'index.html': '<!doctype html>',
    'vite.config.ts': 'export default {};',
    'tsconfig.json': '{}',
    'dist/index.html': '<!doctype html>',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('whether a build is current', () => {
  let root: string;
  beforeEach(() => (root = checkout()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is not before a first build, and is after it', () => {
    expect(current(root, 'server', {})).toBe(false);
    stamp(root, 'server');
    expect(current(root, 'server', {})).toBe(true);
    expect(current(root, 'console', {})).toBe(false);
  });

  it('goes by contents: files rewritten unchanged, as a checkout or a fresh clone does, keep it current', () => {
    stamp(root, 'server');
    const later = new Date(Date.now() + 60_000);
    for (const file of ['server/src/server.ts', 'package-lock.json', 'server/dist/server.js']) {
      fs.writeFileSync(path.join(root, file), fs.readFileSync(path.join(root, file)));
      fs.utimesSync(path.join(root, file), later, later);
    }
    expect(current(root, 'server', {})).toBe(true);
  });

  it.each([
    ['a source changed', (root: string) => fs.appendFileSync(path.join(root, 'server/src/db/seed.ts'), '\n// changed')],
    ['a source added', (root: string) => fs.writeFileSync(path.join(root, 'server/src/new.ts'), '')],
    ['a source removed', (root: string) => fs.rmSync(path.join(root, 'server/src/db/seed.ts'))],
    ['a source renamed', (root: string) => fs.renameSync(path.join(root, 'server/src/db/seed.ts'), path.join(root, 'server/src/db/seeds.ts'))],
    ['the lock file changed', (root: string) => fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"x":1}')],
    ['the build settings changed', (root: string) => fs.writeFileSync(path.join(root, 'server/tsconfig.build.json'), '{"exclude":[]}')],
    ['an output changed after the build', (root: string) => fs.writeFileSync(path.join(root, 'server/dist/server.js'), 'export const a = 2;')],
    ['the outputs were deleted', (root: string) => fs.rmSync(path.join(root, 'server/dist'), { recursive: true })],
  ])('is not once %s', (_what, change) => {
    stamp(root, 'server');
    change(root);
    expect(current(root, 'server', {})).toBe(false);
  });

  it('counts the settings the console bundle is made with, and only those', () => {
    stamp(root, 'console', { NODE_ENV: 'production', HOME: '/a' });
    expect(current(root, 'console', { NODE_ENV: 'production', HOME: '/b' })).toBe(true);
    expect(current(root, 'console', { NODE_ENV: 'production', VITE_MOCK: '1' })).toBe(false);
    expect(current(root, 'console', { NODE_ENV: 'development' })).toBe(false);
    // Vite builds for production unless told otherwise: the tests' NODE_ENV=production is no change.
    expect(current(root, 'console', {})).toBe(true);
    fs.writeFileSync(path.join(root, '.env'), 'VITE_X=1');
    expect(current(root, 'console', { NODE_ENV: 'production' })).toBe(false);
  });
});

describe('node scripts/build.mjs --if-changed, as npm start runs it', () => {
  let root: string;
  beforeEach(() => {
    root = checkout();
    fs.rmSync(path.join(root, 'server/dist'), { recursive: true });
    // A stand-in for the compiler: it counts its runs and writes the output, or fails when told to.
    const compiler = path.join(root, 'node_modules/typescript/bin/tsc');
    fs.mkdirSync(path.dirname(compiler), { recursive: true });
    fs.writeFileSync(
      compiler,
      `const fs = require('node:fs');
fs.appendFileSync('compiled', 'x');
if (fs.existsSync('fail')) process.exit(3);
fs.mkdirSync('server/dist', { recursive: true });
fs.writeFileSync('server/dist/server.js', fs.readFileSync('server/src/server.ts'));`,
    );
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const start = () => {
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build.mjs'), '--if-changed', '--quiet', 'server'], { cwd: root, encoding: 'utf8' });
    const compiled = fs.existsSync(path.join(root, 'compiled')) ? fs.readFileSync(path.join(root, 'compiled'), 'utf8').length : 0;
    return { code: run.status, output: `${run.stdout}${run.stderr}`, compiled };
  };

  it('builds the first time, skips the build while nothing changed, and builds again after a source changed', () => {
    const first = start();
    expect(first).toMatchObject({ code: 0, compiled: 1 });
    expect(first.output).toMatch(/^Building the server \(no earlier build recorded\)…\nBuilt the server in \d+\.\d s\.\n$/);

    expect(start()).toEqual({ code: 0, compiled: 1, output: 'Build is up to date (the server).\n' });

    fs.writeFileSync(path.join(root, 'server/src/server.ts'), 'export const a = 3;');
    const changed = start();
    expect(changed).toMatchObject({ code: 0, compiled: 2 });
    expect(changed.output).toMatch(/^Building the server \(changed since its last build\)…\n/);
    expect(fs.readFileSync(path.join(root, 'server/dist/server.js'), 'utf8')).toBe('export const a = 3;');
    expect(start()).toMatchObject({ code: 0, compiled: 2 });
  });

  it('is what npm start runs before the server', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['start']).toMatch(/^node scripts\/build\.mjs --if-changed --quiet && (?:[A-Z_]+=\S+ )*node .* server\/dist\/server\/src\/server\.js$/);
  });

  it('stops on a failed build, and tries it again at the next start', () => {
    fs.writeFileSync(path.join(root, 'fail'), '');
    const failed = start();
    expect(failed).toMatchObject({ code: 3, compiled: 1 });
    expect(failed.output).toContain('Building the server failed.');
    fs.rmSync(path.join(root, 'fail'));
    expect(start()).toMatchObject({ code: 0, compiled: 2 });
  });
});
