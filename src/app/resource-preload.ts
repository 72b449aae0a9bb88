import type { ResourceViewName } from '../lib/resource-module';
import { RESOURCES } from './resource-list';

/** Which page of a resource an address opens, by react-admin's routes. */
function viewAt(name: string, pathname: string): ResourceViewName | undefined {
  if (pathname === `/${name}`) return 'list';
  if (pathname === `/${name}/create`) return 'create';
  const rest = pathname.startsWith(`/${name}/`) ? pathname.slice(name.length + 2) : undefined;
  if (rest === undefined) return undefined;
  if (/^[^/]+\/show$/.test(rest)) return 'show';
  if (/^[^/]+$/.test(rest)) return 'edit';
  return undefined;
}

/** The code of the resource page at this address, asked for as the console boots there. */
export async function preloadResourcePage(pathname: string): Promise<void> {
  await Promise.all(
    RESOURCES.map((resource) => {
      const view = viewAt(resource.name, pathname);
      return view ? resource.views[view]?.preload() : undefined;
    }),
  );
}
