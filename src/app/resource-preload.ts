import type { ResourceView, ResourceViewName } from '../lib/resource-module';
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

/** The resource page this address opens, if any. */
export function resourcePageAt(pathname: string): ResourceView | undefined {
  for (const resource of RESOURCES) {
    const view = viewAt(resource.name, pathname);
    if (view) return resource.views[view];
  }
  return undefined;
}
