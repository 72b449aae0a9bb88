import type { HostileWorld } from './hostile-data.js';

/** Every public route of the console (bookmarks and browser tests rely on them): the sweep visits each signed out. */
export const PUBLIC_ROUTES = ['/login', '/sign-in', '/sign-in-2', '/sign-up', '/otp', '/forgot-password', '/email-change', '/401', '/403', '/404', '/500', '/503'];

/** Areas whose routes exist but are not built yet: each says it is not available yet. */
export const NOT_AVAILABLE_ROUTES = [
  '/templates', '/template-center', '/tasks', '/targets', '/targets/1', '/rules', '/rules/1', '/endpoints', '/endpoints/1',
  '/endpoints/logs/1', '/chats', '/apps', '/help-center', '/admin/endpoint-template', '/settings_backup',
  '/settings_backup/account', '/settings_backup/display', '/settings_backup/notifications',
];

/**
 * Every route of the protected layout the principal may open, each resource's list, show, edit and
 * create pages named on the rows the hostile world filled at every limit, and an address that does
 * not exist.
 */
export function protectedRoutes(world: HostileWorld, options: { administrator: boolean }): string[] {
  // Owners and members are sent from the tenants' and the attributes' pages to /403, a public page swept on its own.
  const tenants = options.administrator
    ? ['/tenants', `/tenants/${world.tenantId}/show`, `/tenants/${world.tenantId}`, '/attributes', '/attributes/create', `/attributes/${world.attributeKey}/show`, `/attributes/${world.attributeKey}`]
    : [];
  return [
    '/',
    ...tenants,
    '/users',
    '/users/create',
    `/users/${world.userId}/show`,
    `/users/${world.userId}`,
    '/logs',
    `/logs/${world.auditEventId}/show`,
    '/settings',
    '/settings/password',
    '/settings/cname',
    '/settings/policy',
    '/settings/two-factor',
    '/settings_backup/appearance',
    ...NOT_AVAILABLE_ROUTES,
    '/no-such-page',
  ];
}
