import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { localStorageStore } from 'react-admin';
import { App, preloadFirstScreenCode, type AppProps } from './App';
import { createDataProvider } from './data-provider';
import { createErrorFunnel } from './error-funnel';
import { prefetchFirstScreen } from './prefetch';
import { createQueryClient } from './query-client';
import { raI18nProvider } from './ra-i18n-provider';

/** A fresh admin application: its own query cache, so nothing of a previous session stays in memory. */
function startAdmin(i18next: i18n): { props: AppProps; firstScreen: Promise<void> } {
  const i18nProvider = raI18nProvider(i18next);
  const errorFunnel = createErrorFunnel((key) => i18nProvider.translate(key));
  const queryClient = createQueryClient(errorFunnel);
  const dataProvider = createDataProvider();
  // The first screen's data and code are asked for at once, side by side, before the layout renders.
  const firstScreen = prefetchFirstScreen(queryClient, dataProvider, window.location);
  void preloadFirstScreenCode(window.location.pathname, i18next);
  const store = localStorageStore();
  // react-admin would otherwise switch to the language it saved last, not the one chosen on sign-in.
  store.setItem('locale', i18next.language);
  return { props: { queryClient, dataProvider, i18nProvider, errorFunnel, store }, firstScreen };
}

/** The application started as the console booted, for its first mount only. */
let started: { i18next: i18n; props: AppProps } | undefined;

/**
 * Starts the admin application before its first render, as the console boots: settles once its
 * first screen's data is in its cache, so that the first render draws the rows rather than a
 * second render after them (on `/tenants`, one render of the page instead of two).
 */
export function startAdminEarly(i18next: i18n): Promise<void> {
  const { props, firstScreen } = startAdmin(i18next);
  started = { i18next, props };
  return firstScreen;
}

// The shell shows the application once the code of the page it opens on is there too.
export { preloadFirstScreenCode };

/** The admin application (react-admin); the console's shell shows it once its messages have loaded too. */
export default function AdminApp({ i18next }: { i18next: i18n }) {
  const [props] = useState(() => (started?.i18next === i18next ? started.props : startAdmin(i18next).props));
  // Taken once mounted: an application shown again after signing out and in starts afresh.
  useEffect(() => {
    started = undefined;
  }, []);
  return <App {...props} />;
}
