import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LocalesMenuButton,
  Logout,
  RefreshIconButton,
  ResourceDefinitionContextProvider,
  useAuthenticated,
  UserMenu,
  type LayoutProps,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { AppBarDocumentTitle } from '../components/app-bar-document-title';
import { adminPage } from '../components/lazy-page-with-messages';
import { loadMenu } from '../components/menu-on-demand';
import { loadPopper } from '../components/popper-on-demand';
import { WRAP_LONG_TEXT } from '../components/long-text';
import { LanguageMenuItems } from '../components/language-menu-items';
import { PreferencesMenu } from '../components/preferences-menu';
import { SIGN_IN_PATH } from './auth-provider';
import { ConsoleMenu } from './menu';
import { usePreferences } from '../components/preferences-context';
import { RouteErrorPage } from './route-error-page';
import { CommandPalette } from '../features/command-palette/command-palette';
import { TenantFromAddress } from '../features/tenant-switcher/tenant-from-address';
import { TenantSwitcher } from '../features/tenant-switcher/tenant-switcher';
import { PASSWORD_PATH, useMustChangePassword } from '../components/use-must-change-password';
import { TWO_FACTOR_PATH, useTwoFactorOverdue } from '../components/use-two-factor-due';
import { ChangePasswordMenuItem } from './account-menu-item';
import { ApiReferenceMenuItem } from './api-reference-menu-item';
import { RESOURCE_DEFINITIONS } from './console-resources';
import { NoSidebar, OwedStepAppBar } from './owed-step-frame';
import { ActingBanner } from './acting-banner';
import { useActingSession } from '../components/use-acting-session';
import { ConfirmItIsYou } from '../features/recent-password/confirm-it-is-you';

function ConsoleUserMenu() {
  return (
    <UserMenu>
      <LanguageMenuItems />
      <ChangePasswordMenuItem />
      <ApiReferenceMenuItem />
      <Logout redirectTo={SIGN_IN_PATH} />
    </UserMenu>
  );
}

/**
 * On a phone the language button keeps its icon and drops the language's name and its arrow from
 * sight (the name stays its accessible name), leaving the page's title room in the app bar; "中文"
 * no longer breaks over two lines.
 */
const PHONE_LANGUAGE_BUTTON = (theme: Theme) => ({
  '& .MuiButton-root': { whiteSpace: 'nowrap' },
  [theme.breakpoints.down('sm')]: {
    '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
    '& .MuiButton-startIcon': { mx: 0 },
    '& .MuiButton-endIcon': { display: 'none' },
  },
});

/** The page's title takes the room the buttons leave, and says it is cut with an ellipsis. */
const APP_BAR_TITLE = { '& #react-admin-title': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } } as const;

function prefetchAppBarParts() {
  void loadMenu();
  void loadPopper();
}

/** The command palette's dialog, loaded when it first opens: the first screen stays as light as it was. */
const ConsolePaletteDialog = adminPage(() => import('./console-palette-dialog'));

// Memoized: react-admin redraws its routes just after it mounts; the app bar has nothing new to show.
const ConsoleAppBar = memo(function ConsoleAppBar() {
  const preferences = usePreferences();
  // While acting as an owner the app bar stays on scroll: the banner under it stays in sight with it.
  const acting = useActingSession() !== null;
  return (
    <AppBar
      // Its menus and tooltips load on first use: a press or the focus in the app bar fetches them
      // ahead, as the menu opens. Not a pointer merely resting over it: a page opened under the
      // cursor would fetch them before its first screen is done.
      onPointerDown={prefetchAppBarParts}
      onFocus={prefetchAppBarParts}
      alwaysOn={acting}
      sx={APP_BAR_TITLE}
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <>
          <CommandPalette dialog={ConsolePaletteDialog} />
          <TenantSwitcher />
          <Box component="span" sx={PHONE_LANGUAGE_BUTTON}>
            <LocalesMenuButton />
          </Box>
          <PreferencesMenu
            theme={preferences.theme}
            font={preferences.font}
            onThemeChange={preferences.setTheme}
            onFontChange={preferences.setFont}
          />
          {/* A phone reloads by pulling the page down; the app bar's room goes to the title. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <RefreshIconButton />
          </Box>
          <AppBarDocumentTitle />
        </>
      }
    />
  );
});

/**
 * Checks the session as every page opens, on its own: its answer re-renders this alone, not the
 * whole layout (the app bar, the menu and the page) a moment after the page has been drawn.
 */
function SessionCheck() {
  useAuthenticated();
  return null;
}

/**
 * Every page inside the layout needs a signed-in user; without one, sign-in with a way back.
 * A user with a temporary password reaches nothing but the password page, in a bare frame.
 * The layout and its pages read the resources' definitions from the start (`RESOURCE_DEFINITIONS`).
 */
export function ConsoleLayout({ children }: LayoutProps & { children?: ReactNode }) {
  return (
    <ResourceDefinitionContextProvider definitions={RESOURCE_DEFINITIONS}>
      <SessionCheck />
      <ConfirmItIsYou />
      <LayoutForUser>{children}</LayoutForUser>
    </ResourceDefinitionContextProvider>
  );
}

/**
 * Every page's long text (a 64-character tenant name in a heading, a remark's URL) wraps inside
 * its own box rather than widening the page past the screen. A column's header is a label, not
 * long text: it wraps between words only ("ID" and "显示名称" stay whole), and its table scrolls in
 * its own box when the columns need more room than the page has.
 */
const PAGE_CONTENT = {
  '& .RaLayout-content': WRAP_LONG_TEXT,
  '& .RaLayout-content .MuiTableCell-head': { overflowWrap: 'normal', wordBreak: 'keep-all' },
} as const;

function LayoutForUser({ children }: { children?: ReactNode }) {
  const mustChangePassword = useMustChangePassword();
  const twoFactorOverdue = useTwoFactorOverdue();
  const { pathname } = useLocation();
  // A step owed before anything else: a new password first, then two-factor sign-in once its grace period is over.
  const owedPath = mustChangePassword ? PASSWORD_PATH : twoFactorOverdue ? TWO_FACTOR_PATH : undefined;
  if (owedPath !== undefined && pathname !== owedPath) return <Navigate to={owedPath} replace />;
  if (owedPath !== undefined) {
    return (
      <Layout appBar={OwedStepAppBar} sidebar={NoSidebar} error={RouteErrorPage} sx={PAGE_CONTENT}>
        {children}
      </Layout>
    );
  }
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} error={RouteErrorPage} sx={PAGE_CONTENT}>
      <ActingBanner />
      <TenantFromAddress>{children}</TenantFromAddress>
    </Layout>
  );
}
