import type { ComponentType } from 'react';
import type { ResourceView, ResourceViewName } from '../../lib/resource-module';
import { lazyPage } from '../lazy-page';

/** How a page's code is loaded: `lazyPage`, or `adminPage` for one whose words are the admin pages' messages. */
type PageLoader = (load: () => Promise<{ default: ComponentType }>) => ResourceView;

/** What a views file declares (`export default defineContractViews(…)`), whatever its record type. */
interface DeclaredViews {
  List: ComponentType;
  Show: ComponentType;
  Create?: ComponentType;
  Edit?: ComponentType;
}

const COMPONENT = { list: 'List', show: 'Show', create: 'Create', edit: 'Edit' } as const;

/**
 * A `ResourceModule`'s views from the file that declares them, each page's code loaded on its
 * first visit as every other page's is:
 * `views: lazyContractViews(() => import('./widget-views'), ['list', 'show', 'create', 'edit'])`.
 */
export function lazyContractViews(
  load: () => Promise<{ default: DeclaredViews }>,
  names: readonly ResourceViewName[],
  page: PageLoader = lazyPage,
): Partial<Record<ResourceViewName, ResourceView>> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      page(async () => {
        const component = (await load()).default[COMPONENT[name]];
        if (!component) throw new Error(`The ${name} view is not declared: its declaration names no input schema`);
        return { default: component };
      }),
    ]),
  );
}
