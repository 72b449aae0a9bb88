import { Resource, type ResourceDefinitions, type ResourceProps } from 'react-admin';
import auditEvents from '../resources/audit-events';
import { AUDIT_RESOURCE } from '../resources/audit-events/audit-record';
import tenants from '../resources/tenants';
import users from '../resources/users';

/** The console's resources, in menu order. */
export const CONSOLE_RESOURCES: readonly ResourceProps[] = [
  { name: 'tenants', ...tenants },
  { name: 'users', ...users },
  // The audit log's address is /logs (spec §2): react-admin names a resource by its address.
  { name: AUDIT_RESOURCE, ...auditEvents },
];

/**
 * What react-admin registers for these resources, known before it mounts. It registers them only
 * once it has mounted, and twice (its routes change as it does): every page, every row of a list
 * and the menu that read them would draw themselves twice more, just after the first drawing.
 */
export const RESOURCE_DEFINITIONS: ResourceDefinitions = Object.fromEntries(
  CONSOLE_RESOURCES.map((resource) => [resource.name, Resource.registerResource(resource)]),
);
