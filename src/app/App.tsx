import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { lazyPage } from '../components/lazy-page';
import { DOMAINS_PATH } from '../pages/domains/domains-path';
import { errorRoutes } from '../pages/errors/routes';
import { NotFoundPage } from '../pages/errors/status-pages';
import { notAvailableRoutes } from '../pages/not-available/routes';
import { OTP_PATH } from '../pages/otp/otp-paths';
import auditEvents, { preloadAuditPage } from '../resources/audit-events';
import { AUDIT_RESOURCE } from '../resources/audit-events/audit-record';
import tenants, { preloadTenantPage } from '../resources/tenants';
import users, { preloadUserPage } from '../resources/users';
import { authProvider } from './auth-provider';
import type { ConsoleDataProvider } from './data-provider';
import type { ErrorFunnel } from './error-funnel';
import { ErrorFunnelBridge } from './error-funnel-bridge';
import { SessionExpiryListener } from './session-expiry-listener';
import { ConsoleToaster } from './toaster';
import { ConsoleLayout } from './layout';
import { useConsoleTheme } from './preferences/console-theme';
import { PreferencesProvider, usePreferences } from '../components/preferences-context';
import { PASSWORD_PATH } from '../components/use-must-change-password';

const Dashboard = lazyPage(() => import('../pages/dashboard/dashboard'));
const SignInPage = lazyPage(() => import('../pages/sign-in/sign-in-page'));
const AppearancePage = lazyPage(() => import('../pages/settings/appearance-page'));
const SettingsPage = lazyPage(() => import('../pages/settings/settings-page'));
const PasswordPage = lazyPage(() => import('../pages/settings/password-page'));
const DomainsPage = lazyPage(() => import('../pages/domains/domains-page'));
const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password/forgot-password-page'));
const SignUpPage = lazyPage(() => import('../pages/sign-up/sign-up-page'));
const OtpPage = lazyPage(() => import('../pages/otp/otp-page'));

/**
 * The code of the page the console opens on, asked for as it boots: it loads beside the messages
 * and the first screen's data instead of after the layout has rendered (400 ms later).
 */
export function preloadFirstScreenCode(pathname: string): void {
  if (pathname === '/') Dashboard.preload();
  else if (['/login', '/sign-in', '/sign-in-2'].includes(pathname)) SignInPage.preload();
  else if (pathname === '/settings_backup/appearance') AppearancePage.preload();
  else if (pathname === PASSWORD_PATH) PasswordPage.preload();
  else if (pathname === DOMAINS_PATH) DomainsPage.preload();
  else if (pathname === '/forgot-password') ForgotPasswordPage.preload();
  else if (pathname === '/sign-up') SignUpPage.preload();
  else if (pathname === OTP_PATH) OtpPage.preload();
  else {
    preloadTenantPage(pathname);
    preloadUserPage(pathname);
    preloadAuditPage(pathname);
  }
}

export interface AppProps {
  queryClient: QueryClient;
  dataProvider: ConsoleDataProvider;
  i18nProvider: I18nProvider;
  errorFunnel: ErrorFunnel;
}

export function App(props: AppProps) {
  return (
    <PreferencesProvider>
      <ConsoleAdmin {...props} />
    </PreferencesProvider>
  );
}

function ConsoleAdmin({ queryClient, dataProvider, i18nProvider, errorFunnel }: AppProps) {
  const theme = useConsoleTheme();
  // react-admin renders its notification slot on every route, inside the router: the console's
  // frame (toaster, error funnel, session expiry) lives there.
  const Frame = useMemo(
    () =>
      function ConsoleFrame() {
        const { mode } = usePreferences();
        return (
          <>
            <ConsoleToaster theme={mode} />
            <ErrorFunnelBridge funnel={errorFunnel} />
            <SessionExpiryListener />
          </>
        );
      },
    [errorFunnel],
  );
  return (
    // Real paths (/tenants/3/show), not react-admin's default hash routes: DESIGN §6 names them.
    <BrowserRouter>
    <Admin
      title="app.title"
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      catchAll={NotFoundPage}
      notification={Frame}
      loginPage={false}
      theme={theme}
      disableTelemetry
    >
      <Resource name="tenants" {...tenants} />
      <Resource name="users" {...users} />
      {/* The audit log's address is /logs (spec §2): react-admin names a resource by its address. */}
      <Resource name={AUDIT_RESOURCE} {...auditEvents} />
      <CustomRoutes>
        {notAvailableRoutes()}
        <Route path="/settings_backup/appearance" element={<AppearancePage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path={PASSWORD_PATH} element={<PasswordPage />} />
        <Route path={DOMAINS_PATH} element={<DomainsPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/login" element={<SignInPage />} />
        <Route path="/sign-in-2" element={<SignInPage layout="split" />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path={OTP_PATH} element={<OtpPage />} />
        {errorRoutes()}
      </CustomRoutes>
    </Admin>
    </BrowserRouter>
  );
}
