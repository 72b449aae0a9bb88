import type { i18n } from 'i18next';
import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { lazyPage, type LazyPage } from '../components/lazy-page';
import { PreferencesProvider } from '../components/preferences-context';
import { ShellSwitchProvider, type ShellSwitch } from '../components/shell-switch';
import { loadAdminMessages } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/translate';
import { actingSnapshot, onActingChange } from '../lib/acting-signal';
import { getToken } from '../lib/session';
import { onToasterWanted, toasterWanted } from '../lib/toast';
import { isLightPath } from '../lib/shell-paths';
import { signInPath } from '../lib/sign-in-path';
import { PublicApp } from '../public/public-app';

type Shell = 'public' | 'admin';

// The toaster (and sonner) load with the first toast (src/lib/toast.ts), then stay, whichever shell shows.
const ConsoleToaster = lazy(() => import('../components/console-toaster'));

const loadAdminCode = () => import('../app/admin-app');

interface AdminAppProps {
  i18next: i18n;
}

const adminApps = new WeakMap<i18n, LazyPage<AdminAppProps>>();

/**
 * The admin application, shown once its code, its messages (in the language shown) and the code of
 * the page it opens on have loaded: shown in one go, its page is not a second wait behind a
 * loading bar (which React would hold for 300 ms).
 */
function adminAppFor(i18next: i18n): LazyPage<AdminAppProps> {
  let app = adminApps.get(i18next);
  if (!app) {
    const withFirstScreen = () =>
      loadAdminCode().then(async (module) => {
        await module.preloadFirstScreenCode(window.location.pathname, i18next);
        return module;
      });
    app = lazyPage(() => Promise.all([withFirstScreen(), loadAdminMessages(i18next)]).then(([module]) => module));
    adminApps.set(i18next, app);
  }
  return app;
}

/**
 * Which application the address belongs to. A visitor who is not signed in is sent to sign-in
 * (with the way back) before the admin application loads, as its own check would do after.
 */
export function shellForAddress(): Shell {
  const { pathname } = window.location;
  if (isLightPath(pathname)) return 'public';
  if (!getToken()) {
    window.history.replaceState(window.history.state, '', signInPath());
    return 'public';
  }
  return 'admin';
}

/** Starts loading the admin application before it is shown: its code at once, its messages once i18next is there. */
export function preloadAdmin(i18next?: i18n): void {
  if (i18next) void adminAppFor(i18next).preload();
  else void loadAdminCode().catch(() => undefined);
}

/** How long the first render waits for the admin application's code before it shows a loading bar instead. */
const FIRST_RENDER_WAIT_MS = 1_000;

/**
 * Settles once the admin application, its first page's code and its first page's data have
 * loaded, or after a second: rendered then, it shows in one go. Rendered before, it would show a
 * loading bar, and React holds content that replaces a fallback until 300 ms after the fallback
 * showed; rendered without its data, it would draw the page twice.
 */
export function adminLoadedOrLate(i18next: i18n): Promise<void> {
  const ready = adminAppFor(i18next)
    .preload()
    .then(loadAdminCode)
    .then((module) => module.startAdminEarly(i18next))
    // A chunk that failed to load is met by the render, which reloads or shows the error page.
    .catch(() => undefined);
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

/**
 * The console: the light public shell (sign-in, error pages) or the admin application, whichever
 * owns the address. Signing in hands over to the admin application without a page load, and
 * signing out hands back; the admin application starts afresh each time (no cache of the last user).
 */
export function ConsoleShell({ i18next }: { i18next: i18n }) {
  const [shell, setShell] = useState<Shell>(shellForAddress);
  const toasts = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  const AdminApp = adminAppFor(i18next);
  // Acting as an owner starting or ending changes who is signed in: the admin application starts
  // afresh (as after a sign-in), at the address the change chose, with nothing cached of the other.
  const acting = useSyncExternalStore(onActingChange, actingSnapshot, () => null);
  const switcher = useMemo<ShellSwitch>(
    () => ({ followAddress: () => setShell(shellForAddress()), preloadAdmin: () => preloadAdmin(i18next) }),
    [i18next],
  );
  return (
    <TranslationProvider i18next={i18next}>
      <PreferencesProvider>
        <ShellSwitchProvider value={switcher}>
          {/* eslint-disable-next-line react-hooks/static-components -- one component per i18next instance, kept in a WeakMap: the same on every render */}
          {shell === 'public' ? <PublicApp /> : <AdminApp key={acting ?? 'own'} i18next={i18next} />}
        </ShellSwitchProvider>
        {toasts && (
          <Suspense fallback={null}>
            <ConsoleToaster />
          </Suspense>
        )}
      </PreferencesProvider>
    </TranslationProvider>
  );
}
