import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../components/lazy-page';
import type * as StatusPages from './status-pages';

function lazyStatusPage(name: keyof typeof StatusPages) {
  return lazyPage(async (): Promise<{ default: ComponentType }> => ({ default: (await import('./status-pages'))[name] }));
}

const pages = [
  { path: '/401', Page: lazyStatusPage('UnauthorizedPage') },
  { path: '/403', Page: lazyStatusPage('ForbiddenPage') },
  { path: '/404', Page: lazyStatusPage('NotFoundPage') },
  { path: '/500', Page: lazyStatusPage('InternalErrorPage') },
  { path: '/503', Page: lazyStatusPage('MaintenancePage') },
];

/** The public error pages of spec §2, for `<CustomRoutes noLayout>`. */
export function errorRoutes() {
  return pages.map(({ path, Page }) => (
    <Route
      key={path}
      path={path}
      element={<Page />}
    />
  ));
}
