import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, CustomRoutes, Resource, type I18nProvider, type Store } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { lazyPage } from '../components/lazy-page';
import { adminPage, preloadWithMessages, type Preloadable } from '../components/lazy-page-with-messages';
import { DOMAINS_PATH } from '../pages/domains/domains-path';
import { POLICY_PATH } from '../pages/policy/policy-path';
import { NotFoundPage } from '../pages/errors/status-pages';
import { PageLoadingBar } from '../components/page-loading-bar';
import { RouteErrorPage } from './route-error-page';
import { notAvailableRoutes } from '../pages/not-available/routes';
import { authProvider } from './auth-provider';
import { CONSOLE_RESOURCES } from './console-resources';
import { resourcePageAt } from './resource-preload';
import type { ConsoleDataProvider } from './data-provider';
import type { ErrorFunnel } from './error-funnel';
import { ErrorFunnelBridge } from './error-funnel-bridge';
import { SessionExpiryListener } from './session-expiry-listener';
import { NotificationsAsToasts } from './toaster';
import { ConsoleLayout } from './layout';
import { loadActingBanner } from './acting-banner';
import { getActingSession } from '../lib/impersonation';
import { useConsoleTheme } from '../components/console-theme';
import { withMuiLocale } from './mui-locale';
import { HandOver } from '../components/shell-switch';
import { LanguageControlProvider } from '../components/language-control';
import { useLanguage } from '../i18n/translate';
import { isLanguage, type Language } from '../i18n/i18n';
import { LIGHT_PATHS } from '../lib/shell-paths';
import { PASSWORD_PATH } from '../components/use-must-change-password';
import { TWO_FACTOR_PATH } from '../components/use-two-factor-due';

const Dashboard = lazyPage(() => import('../pages/dashboard/dashboard'));
const AppearancePage = adminPage(() => import('../pages/settings/appearance-page'));
const SettingsPage = adminPage(() => import('../pages/settings/settings-page'));
const PasswordPage = adminPage(() => import('../pages/settings/password-page'));
const TwoFactorPage = adminPage(() => import('../pages/settings/two-factor-page'));
const DomainsPage = adminPage(() => import('../pages/domains/domains-page'));
const PolicyPage = adminPage(() => import('../pages/policy/policy-page'));

/** The page an address opens, of those outside react-admin's resources and the resources'. */
function pageAt(pathname: string): Preloadable | undefined {
  if (pathname === '/') return Dashboard;
  if (pathname === '/settings_backup/appearance') return AppearancePage;
  if (pathname === PASSWORD_PATH) return PasswordPage;
  if (pathname === TWO_FACTOR_PATH) return TwoFactorPage;
  if (pathname === DOMAINS_PATH) return DomainsPage;
  if (pathname === POLICY_PATH) return PolicyPage;
  return resourcePageAt(pathname);
}

/**
 * The code of the page the console opens on, and its messages when they are not the first
 * screen's, asked for as it boots: they load beside the admin messages and the first screen's data
 * instead of after the layout has rendered (400 ms later), and the page shows in the first render.
 */
export async function preloadFirstScreenCode(pathname: string, i18next: i18n): Promise<void> {
  if (getActingSession()) void loadActingBanner();
  await preloadWithMessages(pageAt(pathname), i18next);
}

export interface AppProps {
  queryClient: QueryClient;
  dataProvider: ConsoleDataProvider;
  i18nProvider: I18nProvider;
  errorFunnel: ErrorFunnel;
  /** react-admin's store; its `locale` starts as the language the console shows. */
  store: Store;
}

export function App({ queryClient, dataProvider, i18nProvider, errorFunnel, store }: AppProps) {
  const shown = useLanguage();
  const preferredTheme = useConsoleTheme();
  const theme = useMemo(() => withMuiLocale(preferredTheme, isLanguage(shown) ? shown : 'zh'), [preferredTheme, shown]);
  // The language switch react-admin renders (over the forced password change) changes the language
  // through its locale state, as its menu does.
  const languageControl = useMemo(
    () => ({ language: isLanguage(shown) ? shown : 'zh', setLanguage: (language: Language) => store.setItem('locale', language) }),
    [shown, store],
  );
  return (
    // Real paths (/tenants/3/show), not react-admin's default hash routes: bookmarks and browser tests rely on them.
    <LanguageControlProvider value={languageControl}>
    <BrowserRouter>
    {/* AdminContext and react-admin's core UI rather than <Admin>: <Admin> brings react-admin's
        default English messages and their i18n provider (11.5 KB gzipped) for when none is given,
        and its material UI (AdminUI) its login, notification, loading and error pages, which the
        console draws itself (5 KB). */}
    <AdminContext queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} store={store}>
    <CssBaseline enableColorScheme>
    <CoreAdminUI
      title="app.title"
      dashboard={Dashboard}
      layout={ConsoleLayout}
      catchAll={NotFoundPage}
      error={RouteErrorPage}
      loading={PageLoadingBar}
      loginPage={false}
      disableTelemetry
    >
      {CONSOLE_RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        {notAvailableRoutes()}
        <Route path="/settings_backup/appearance" element={<AppearancePage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path={PASSWORD_PATH} element={<PasswordPage />} />
        <Route path={TWO_FACTOR_PATH} element={<TwoFactorPage />} />
        <Route path={DOMAINS_PATH} element={<DomainsPage />} />
        <Route path={POLICY_PATH} element={<PolicyPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        {/* The public pages belong to the light public shell: the admin application hands them over. */}
        {LIGHT_PATHS.map((path) => (
          <Route key={path} path={path} element={<HandOver />} />
        ))}
      </CustomRoutes>
    </CoreAdminUI>
    {/* The console's frame on every route, inside the router: notifications, the error funnel, session expiry. */}
    <NotificationsAsToasts />
    <ErrorFunnelBridge funnel={errorFunnel} />
    <SessionExpiryListener />
    </CssBaseline>
    </AdminContext>
    </BrowserRouter>
    </LanguageControlProvider>
  );
}
