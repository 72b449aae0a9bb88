import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Route, Switch } from 'wouter';
import { useConsoleTheme } from '../components/console-theme';
import { lazyPage } from '../components/lazy-page';
import { HandOver } from '../components/shell-switch';
import { ERROR_STATUSES, type ErrorStatus } from '../pages/errors/error-status';

const SignInPage = lazyPage(() => import('../pages/sign-in/sign-in-page'));
const PublicErrorPage = lazyPage(() => import('../pages/errors/public-error-page'));

/** The page's code, asked for as the console boots (beside the messages) rather than after the first render. */
export function preloadPublicPage(pathname: string): void {
  if (['/sign-in', '/sign-in-2', '/login'].includes(pathname)) SignInPage.preload();
  else PublicErrorPage.preload();
}

/**
 * The light public shell: sign-in and the error pages in the console's theme and fonts, with
 * MUI and i18next alone (no admin framework, no HTTP client library, no query cache). Any other
 * address is the admin application's.
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
