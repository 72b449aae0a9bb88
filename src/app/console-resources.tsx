import { Resource, type ResourceDefinitions, type ResourceProps } from 'react-admin';
import { RequireAdmin } from '../components/require-admin';
import type { ResourceModule, ResourceView, ResourceViewName } from '../lib/resource-module';
import { RESOURCES } from './resource-list';

const VIEW_NAMES: readonly ResourceViewName[] = ['list', 'show', 'edit', 'create'];

/** A page as react-admin renders it: behind the resource's audience and guard, which decide before its code loads. */
function guarded(resource: ResourceModule, view: ResourceViewName, Page: ResourceView) {
  const Guard = resource.guard;
  const page = Guard ? (
    <Guard view={view}>
      <Page />
    </Guard>
  ) : (
    <Page />
  );
  return function GuardedPage() {
    return resource.audience === 'admin' ? <RequireAdmin>{page}</RequireAdmin> : page;
  };
}

function toResourceProps(resource: ResourceModule): ResourceProps {
  const views = Object.fromEntries(
    VIEW_NAMES.flatMap((view) => {
      const Page = resource.views[view];
      return Page ? [[view, guarded(resource, view, Page)]] : [];
    }),
  );
  return { name: resource.name, ...views, icon: resource.icon, recordRepresentation: (record) => resource.recordRepresentation(record) };
}

/** The console's resources as react-admin's `<Resource>`s take them, in menu order. */
export const CONSOLE_RESOURCES: readonly ResourceProps[] = RESOURCES.map(toResourceProps);

/**
 * What react-admin registers for these resources, known before it mounts. It registers them only
 * once it has mounted, and twice (its routes change as it does): every page, every row of a list
 * and the menu that read them would draw themselves twice more, just after the first drawing.
 */
export const RESOURCE_DEFINITIONS: ResourceDefinitions = Object.fromEntries(
  CONSOLE_RESOURCES.map((resource) => [resource.name, Resource.registerResource(resource)]),
);
