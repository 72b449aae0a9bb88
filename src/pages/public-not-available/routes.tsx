import { Route } from 'react-router-dom';
import { lazyPage } from '../../components/lazy-page';
import type { PublicPageKind } from './public-not-available-page';

const PublicNotAvailablePage = lazyPage(() => import('./public-not-available-page'));

const KINDS: readonly PublicPageKind[] = ['otp'];

/** `/otp`, for `<CustomRoutes noLayout>`; `/sign-up` and `/forgot-password` have pages of their own. */
export function publicNotAvailableRoutes() {
  return KINDS.map((kind) => <Route key={kind} path={`/${kind}`} element={<PublicNotAvailablePage kind={kind} />} />);
}
