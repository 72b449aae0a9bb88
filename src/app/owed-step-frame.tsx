import { AppBar, Logout, UserMenu } from 'react-admin';
import { LanguageSwitch } from '../components/language-switch';
import { SIGN_IN_PATH } from './auth-provider';

/**
 * The app bar while a step is owed before anything else (a temporary password to replace,
 * two-factor sign-in a policy requires once its grace period is over): the language and a way out,
 * nothing that would call the server (it refuses everything else until then) or lead elsewhere.
 */
export function OwedStepAppBar() {
  return (
    <AppBar
      // Nothing to open: there is no menu until the step is done.
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

/** No sidebar, hence no menu, while a step is owed. */
export function NoSidebar() {
  return null;
}
