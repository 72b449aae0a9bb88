import type { i18n } from 'i18next';
import { useState } from 'react';
import { localStorageStore } from 'react-admin';
import { App, preloadFirstScreenCode, type AppProps } from './App';
import { createDataProvider } from './data-provider';
import { createErrorFunnel } from './error-funnel';
import { prefetchFirstScreen } from './prefetch';
import { createQueryClient } from './query-client';
import { raI18nProvider } from './ra-i18n-provider';

/** A fresh admin application: its own query cache, so nothing of a previous session stays in memory. */
function startAdmin(i18next: i18n): AppProps {
  const i18nProvider = raI18nProvider(i18next);
  const errorFunnel = createErrorFunnel((key) => i18nProvider.translate(key));
  const queryClient = createQueryClient(errorFunnel);
  const dataProvider = createDataProvider();
  // The first screen's data and code are asked for at once, side by side, before the layout renders.
  prefetchFirstScreen(queryClient, dataProvider, window.location);
  void preloadFirstScreenCode(window.location.pathname);
  const store = localStorageStore();
  // react-admin would otherwise switch to the language it saved last, not the one chosen on sign-in.
  store.setItem('locale', i18next.language);
  return { queryClient, dataProvider, i18nProvider, errorFunnel, store };
}

// The shell shows the application once the code of the page it opens on is there too.
export { preloadFirstScreenCode };

/** The admin application (react-admin); the console's shell shows it once its messages have loaded too. */
export default function AdminApp({ i18next }: { i18next: i18n }) {
  const [props] = useState(() => startAdmin(i18next));
  return <App {...props} />;
}
