import { Route } from 'react-router-dom';
import { lazyPage } from '../../components/lazy-page';
import { NOT_AVAILABLE_AREAS } from './areas';

const NotAvailablePage = lazyPage(() => import('./not-available-page'));

/** A route for each page of the areas not available yet, for `<CustomRoutes>` with the layout. */
export function notAvailableRoutes() {
  return NOT_AVAILABLE_AREAS.map(({ path, key }) => (
    <Route key={path} path={path} element={<NotAvailablePage titleKey={`pages.areas.${key}`} />} />
  ));
}
