import { lazy, memo, Suspense, useState, type ComponentType, type NamedExoticComponent } from 'react';
import { chunkLoaded, reloadOnce } from '../lib/reload-once';
import { PageLoadingBar } from './page-loading-bar';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Waits forever: the page is reloading, so nothing should render meanwhile. */
const never = new Promise<never>(() => undefined);

export interface LazyPage<P extends object> extends NamedExoticComponent<P> {
  /**
   * Starts loading the page's code now (the console opens on it); rendering it later waits for the
   * same load. Settles once the code is there or has failed (the render then meets the failure).
   */
  preload: () => Promise<void>;
}

/**
 * A page loaded on first visit, with the loading bar meanwhile. A chunk that cannot be
 * loaded (a release replaced it) reloads the page once; a second failure reaches the
 * route's error page instead of reloading again.
 */
export function lazyPage<P extends object>(load: Loader<P>, reload?: () => void): LazyPage<P> {
  let loading: ReturnType<Loader<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      chunkLoaded();
      return module;
    }));
  const Page = lazy(() =>
    loadOnce().catch((error: unknown) => {
      if (reloadOnce(reload)) return never;
      throw error;
    }),
  );
  // Memoized: react-admin redraws its routes twice just after it mounts (as it registers its
  // resources), which would draw the whole page, every row of a list, twice again.
  const LazyPage = memo(function LazyPage(props: P) {
    // Code already there renders at once: a lazy component suspends on its first render even then,
    // and React holds content revealed after a fallback until 300 ms after that fallback showed.
    // Chosen once per mount, so the page is never remounted when its code arrives.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<PageLoadingBar />}>
        <Page {...props} />
      </Suspense>
    );
  });
  // A failed preload is left for the render to meet, where it reloads or reaches the error page.
  return Object.assign(LazyPage, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
