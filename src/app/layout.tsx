import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LocalesMenuButton,
  Logout,
  RefreshIconButton,
  useAuthenticated,
  UserMenu,
  type LayoutProps,
} from 'react-admin';
import { LanguageMenuItems } from '../components/language-switch';
import { PreferencesMenu } from '../components/preferences-menu';
import { SIGN_IN_PATH } from './auth-provider';
import { ConsoleMenu } from './menu';
import { usePreferences } from '../components/preferences-context';
import { RouteErrorPage } from './route-error-page';
import { TenantSwitcher } from '../features/tenant-switcher/tenant-switcher';

function ConsoleUserMenu() {
  return (
    <UserMenu>
      <LanguageMenuItems />
      <Logout redirectTo={SIGN_IN_PATH} />
    </UserMenu>
  );
}

function ConsoleAppBar() {
  const preferences = usePreferences();
  return (
    <AppBar
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <>
          <TenantSwitcher />
          <LocalesMenuButton />
          <PreferencesMenu
            theme={preferences.theme}
            font={preferences.font}
            onThemeChange={preferences.setTheme}
            onFontChange={preferences.setFont}
          />
          <RefreshIconButton />
        </>
      }
    />
  );
}

/** Every page inside the layout needs a signed-in user; without one, sign-in with a way back. */
export function ConsoleLayout({ children }: LayoutProps & { children?: ReactNode }) {
  useAuthenticated();
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} error={RouteErrorPage}>
      {children}
    </Layout>
  );
}
