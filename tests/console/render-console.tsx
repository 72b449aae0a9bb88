import { render } from '@testing-library/react';
import { App } from '../../src/app/App';
import { createDataProvider } from '../../src/app/data-provider';
import { createErrorFunnel } from '../../src/app/error-funnel';
import { createQueryClient } from '../../src/app/query-client';
import { createI18n, type Language } from '../../src/i18n/i18n';

/** The whole console at a route, as a user opens it in a fresh tab. */
export async function renderConsole(route: string, language: Language = 'en') {
  window.history.pushState({}, '', route);
  const { i18nProvider, i18next } = await createI18n(language);
  const errorFunnel = createErrorFunnel((key) => i18nProvider.translate(key));
  const queryClient = createQueryClient(errorFunnel);
  const view = render(
    <App
      queryClient={queryClient}
      dataProvider={createDataProvider()}
      i18nProvider={i18nProvider}
      errorFunnel={errorFunnel}
    />,
  );
  return { ...view, queryClient, i18next };
}
