import fs from 'node:fs';
import type { AnyListDeclaration } from '../server/src/core/lists/list-declaration.js';
import { areaListsOf, type AreaListModule } from './lists/area-lists.js';

/** The server's areas, one folder each. */
const MODULES = new URL('../server/src/modules/', import.meta.url);

/**
 * Every area's list, found as the mock server starts: each `server/src/modules/<area>/list.ts`
 * (the console's mocks find the same files with Vite's `import.meta.glob`). No list is named here,
 * so an area's list pages in the mock as soon as its folder declares it.
 */
export async function findAreaLists(): Promise<AnyListDeclaration[]> {
  const files = fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => new URL(`${entry.name}/list.ts`, MODULES))
    .filter((file) => fs.existsSync(file));
  const modules = await Promise.all(files.map(async (file) => [file.href, (await import(file.href)) as AreaListModule] as const));
  return areaListsOf(Object.fromEntries(modules));
}
