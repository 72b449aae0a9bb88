import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/server-process.js';

interface LockedPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'));

/** Names given anywhere in package.json's overrides, at any depth. */
function overriddenNames(overrides: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  for (const [name, value] of Object.entries(overrides)) {
    names.add(name);
    if (value && typeof value === 'object') for (const inner of overriddenNames(value as Record<string, unknown>)) names.add(inner);
  }
  return names;
}

// A dependency asked for by a dist-tag ("latest", "next") is satisfied only by whatever that tag
// points at today: the day its author publishes, `npm ci` refuses the lock file and CI stops.
describe('the lock file installs the same tree tomorrow', () => {
  it('every dependency asked for by a dist-tag is pinned by an override', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const manifest = readJson('package.json') as { overrides?: Record<string, unknown> };
    const pinned = overriddenNames(manifest.overrides ?? {});
    const floating: string[] = [];
    for (const [where, pkg] of Object.entries(lock.packages)) {
      for (const [name, wanted] of Object.entries({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
        if (/^[a-z][\w.-]*$/i.test(wanted) && !pinned.has(name)) floating.push(`${where || '(root)'} → ${name}@${wanted}`);
      }
    }
    expect(floating).toEqual([]);
  });
});
