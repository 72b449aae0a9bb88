import { componentOnDemand } from '../components/component-on-demand';
import { useActingSession } from '../components/use-acting-session';
import type { ActingSession } from '../lib/impersonation';

/**
 * The banner's code, loaded only while acting: most sessions never act, and its alert was on every
 * first screen. The console fetches it as it boots when it opens in an acting session
 * (`loadActingBanner`), so the banner shows with the page rather than just after.
 */
const banner = componentOnDemand<{ acting: ActingSession }>(
  () => import('./acting-banner-view').then((module) => module.ActingBannerView),
  () => true,
);

const BannerOnDemand = banner.OnDemand;
export const loadActingBanner = banner.load;

/** The banner on every page while an administrator acts as an owner: whom, in which tenant, why, time left, and Stop. */
export function ActingBanner() {
  const acting = useActingSession();
  if (!acting) return null;
  // A new countdown for each acting session.
  return <BannerOnDemand key={`${acting.owner.userId}-${acting.endsAt}`} acting={acting} />;
}

