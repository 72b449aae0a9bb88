import './app/preferences/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreenCode } from './app/App';
import { createDataProvider } from './app/data-provider';
import { createErrorFunnel } from './app/error-funnel';
import { prefetchFirstScreen } from './app/prefetch';
import { createQueryClient } from './app/query-client';
import { createI18n } from './i18n/i18n';

async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_MOCK !== '1') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

async function bootstrap(): Promise<void> {
  await startMocks();
  // The first screen's data is asked for before the messages load: both then arrive side by side.
  let translate = (key: string) => key;
  const errorFunnel = createErrorFunnel((key) => translate(key));
  const queryClient = createQueryClient(errorFunnel);
  const dataProvider = createDataProvider();
  prefetchFirstScreen(queryClient, dataProvider, window.location);
  preloadFirstScreenCode(window.location.pathname);
  const { i18nProvider } = await createI18n();
  translate = (key) => i18nProvider.translate(key);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App
        queryClient={queryClient}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        errorFunnel={errorFunnel}
      />
    </StrictMode>,
  );
}

void bootstrap();
