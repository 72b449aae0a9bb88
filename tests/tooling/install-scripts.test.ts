import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/server-process.js';

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'));

/** A package's name from its place in the lock file (`node_modules/a/node_modules/@s/b` is `@s/b`). */
const nameAt = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The name an allowScripts entry covers: `esbuild`, `esbuild@0.25.12` and `@scarf/scarf@1` name esbuild and @scarf/scarf. */
const entryName = (entry: string) => entry.replace(/(.)@.*$/, '$1');

// npm 11 runs no dependency's install script that package.json's allowScripts does not allow, and
// ends every install listing the ones it skipped; the README says why each was decided as it was.
describe("every dependency's install script is decided", () => {
  const lock = readJson('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
  const allowScripts = (readJson('package.json') as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};

  it('in allowScripts, so that npm ci ends without a list of skipped scripts', () => {
    const withScripts = new Set(Object.entries(lock.packages).flatMap(([location, entry]) => (entry.hasInstallScript && location !== '' ? [nameAt(location)] : [])));
    const decided = new Set(Object.keys(allowScripts).map(entryName));
    expect([...withScripts].filter((name) => !decided.has(name)).sort()).toEqual([]);
    // Telemetry never runs.
    expect(allowScripts['@scarf/scarf']).toBe(false);
  });

  it("msw's postinstall may stay off: the worker in public/ is the installed msw's own", () => {
    expect(allowScripts['msw']).toBe(false);
    const committed = fs.readFileSync(path.join(REPO_ROOT, 'public/mockServiceWorker.js'), 'utf8');
    const installed = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8');
    // After upgrading msw: npx msw init public
    expect(committed).toBe(installed);
  });
});
