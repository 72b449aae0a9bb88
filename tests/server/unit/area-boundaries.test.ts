import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS_BY_NAME } from '../../../server/src/area-list.generated.js';
import { REPO_ROOT } from '../../helpers/server-process.js';

const MODULES = path.join(REPO_ROOT, 'server/src/modules');

/** `apiTokens` → `api-tokens`: an area's folder from the name it is reached under. */
const folderOf = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The repositories a module's source reaches other than its own: `repos.<name>` however it is
 * reached (`request.server.repos.users`, a destructured `repos`), and names taken out of
 * `….repos` by destructuring (`const { users } = request.server.repos`).
 */
export function reachesAcross(source: string, own: ReadonlySet<string>): string[] {
  const named = [...source.matchAll(/\brepos\.(\w+)/g)].map((match) => match[1] ?? '');
  const destructured = [...source.matchAll(/\{([^{}]*)\}\s*=\s*[\w.]*\brepos\s*;/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.split(':')[0]?.trim() ?? '')
      .filter(Boolean),
  );
  // Every repository handed on at once (`endAccessOfTenant(repos, …)`) reaches them all.
  const whole = /\w\([^()]*\brepos\s*[,)]/.test(source) ? ['(all of them)'] : [];
  return [...new Set([...named, ...destructured])].filter((name) => !own.has(name)).concat(whole);
}

function sourcesOf(folder: string): Array<{ file: string; text: string }> {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(folder, file), 'utf8') }));
}

describe('the areas of the server, apart at run time as at import time', () => {
  it('finds a reach into another area in each way a module could write it', () => {
    const own = new Set(['webhooks']);
    expect(reachesAcross('await request.server.repos.tenants.nameOf(id);', own)).toEqual(['tenants']);
    expect(reachesAcross('const { repos } = request.server;\nawait repos.users.create(x);', own)).toEqual(['users']);
    expect(reachesAcross('const { users, webhooks: hooks } = request.server.repos;', own)).toEqual(['users']);
    expect(reachesAcross('await endAccessOfTenant(request.server.repos, id, reason, now, trx);', own)).toEqual(['(all of them)']);
    expect(reachesAcross('await request.server.repos.webhooks.find(t, 1);\nawait request.server.areas.tenants.nameOf(1);', own)).toEqual([]);
  });

  it.each(Object.entries(AREAS_BY_NAME))('%s reads its own repositories alone, and reaches other areas through what they provide', (name, area) => {
    const own = new Set(Object.keys(area.repositories));
    const reaches = sourcesOf(path.join(MODULES, folderOf(name))).flatMap(({ file, text }) => reachesAcross(text, own).map((other) => `${file}: repos.${other}`));
    expect(reaches).toEqual([]);
  });

  it('offers other areas named calls only, each one a function', () => {
    const repos = new Proxy({}, { get: () => new Proxy({}, { get: () => () => undefined }) });
    for (const [name, area] of Object.entries(AREAS_BY_NAME)) {
      if (!('provides' in area)) continue;
      const offered = (area.provides as (own: unknown) => Record<string, unknown>)(repos);
      expect(Object.keys(offered).length, name).toBeGreaterThan(0);
      for (const [call, value] of Object.entries(offered)) expect(typeof value, `${name}.${call}`).toBe('function');
    }
  });

  it('leaves the webhooks outbox to the webhooks area: no other area names its tables', () => {
    const writers = Object.keys(AREAS_BY_NAME)
      .filter((name) => name !== 'webhooks')
      .flatMap((name) => sourcesOf(path.join(MODULES, folderOf(name))).filter(({ text }) => /['"`]webhook_(deliveries|endpoints)['"`]/.test(text)).map(({ file }) => `${folderOf(name)}/${file}`));
    expect(writers).toEqual([]);
  });
});
