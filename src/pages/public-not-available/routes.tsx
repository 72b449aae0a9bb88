import { Route } from 'react-router-dom';
import { lazyPage } from '../../components/lazy-page';
import type { PublicPageKind } from './public-not-available-page';

const PublicNotAvailablePage = lazyPage(() => import('./public-not-available-page'));

const KINDS: readonly PublicPageKind[] = ['sign-up', 'otp', 'forgot-password'];

/** `/sign-up`, `/otp` and `/forgot-password`, for `<CustomRoutes noLayout>`. */
export function publicNotAvailableRoutes() {
  return KINDS.map((kind) => <Route key={kind} path={`/${kind}`} element={<PublicNotAvailablePage kind={kind} />} />);
}
