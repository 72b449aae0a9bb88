import { AppBar, Logout, UserMenu } from 'react-admin';
import { LanguageSwitch } from '../components/language-switch';
import { SIGN_IN_PATH } from './auth-provider';

/**
 * The app bar while a temporary password must be replaced: the language and a way out, nothing
 * that would call the server (it refuses everything else until then) or lead elsewhere.
 */
export function PasswordChangeAppBar() {
  return (
    <AppBar
      // Nothing to open: there is no menu until the password is changed.
      sx={{ '& .RaAppBar-menuButton': { display: 'none' }, '& .RaAppBar-toolbar': { pl: 2 } }}
      toolbar={<LanguageSwitch />}
      userMenu={
        <UserMenu>
          <Logout redirectTo={SIGN_IN_PATH} />
        </UserMenu>
      }
    />
  );
}

/** No sidebar, hence no menu, while the password must be changed. */
export function NoSidebar() {
  return null;
}
