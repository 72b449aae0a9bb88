import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useMemo, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { useConsoleTheme } from '../components/console-theme';
import { lazyPage, type LazyPage } from '../components/lazy-page';
import { HandOver } from '../components/shell-switch';
import { lazyPageWithMessages } from '../components/lazy-page-with-messages';
import { PUBLIC_ACCOUNT_MESSAGES } from '../i18n/i18n';
import { ERROR_STATUSES, type ErrorStatus } from './errors/error-status';
import { EMAIL_CHANGE_PATH, INVITATION_PATH } from '../lib/shell-paths';
import { OTP_PATH } from './otp/otp-paths';

/**
 * A public account page (sign-up, a forgotten password, an invitation, a new email address, the code step): its code and its messages
 * load side by side, and it shows once both are there. Sign-in's first load carries neither.
 */
function accountPage(load: () => Promise<{ default: ComponentType<object> }>): LazyPage<object> {
  return lazyPageWithMessages(PUBLIC_ACCOUNT_MESSAGES, load);
}

const SignInPage = lazyPage(() => import('./sign-in/sign-in-page'));
const SignUpPage = accountPage(() => import('./sign-up/sign-up-page'));
const MailedLinkPage = accountPage(() => import('./mailed-link-page'));
const OtpPage = accountPage(() => import('./otp/otp-page'));
const PublicErrorPage = lazyPage(() => import('./errors/public-error-page'));

/** The page's code, asked for as the console boots (beside the messages) rather than after the first render. */
export function preloadPublicPage(pathname: string): void {
  if (['/sign-in', '/sign-in-2', '/login'].includes(pathname)) SignInPage.preload();
  else if (pathname === '/sign-up') SignUpPage.preload();
  else if (['/forgot-password', INVITATION_PATH, EMAIL_CHANGE_PATH].includes(pathname)) MailedLinkPage.preload();
  else if (pathname === OTP_PATH) OtpPage.preload();
  else PublicErrorPage.preload();
}

/**
 * The light public shell: sign-in, sign-up, a forgotten password, an invitation, a new email address's confirmation, the code step of signing in and
 * the error pages in the console's theme and fonts, with MUI and i18next alone (no admin framework,
 * no HTTP client library, no query cache). Any other address is the admin application's.
 */
export function PublicApp() {
  const themeOptions = useConsoleTheme();
  const theme = useMemo(() => createTheme(themeOptions), [themeOptions]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Switch>
        <Route path="/sign-in">
          <SignInPage />
        </Route>
        <Route path="/login">
          <SignInPage />
        </Route>
        <Route path="/sign-in-2">
          <SignInPage layout="split" />
        </Route>
        <Route path="/sign-up">
          <SignUpPage />
        </Route>
        <Route path="/forgot-password">
          <MailedLinkPage />
        </Route>
        <Route path={INVITATION_PATH}>
          <MailedLinkPage />
        </Route>
        <Route path={EMAIL_CHANGE_PATH}>
          <MailedLinkPage />
        </Route>
        <Route path={OTP_PATH}>
          <OtpPage />
        </Route>
        {ERROR_STATUSES.map((status: ErrorStatus) => (
          <Route key={status} path={`/${status}`}>
            <PublicErrorPage status={status} />
          </Route>
        ))}
        <Route>
          <HandOver />
        </Route>
      </Switch>
    </ThemeProvider>
  );
}
