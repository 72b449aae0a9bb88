import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterReady } from '../lib/toast';
import { useTranslate } from '../i18n/translate';
import { usePreferences } from './preferences-context';

/**
 * Below the app bar (react-admin's is 48 px high, 56 px on phones), never over its switcher,
 * language, theme and profile buttons: a toast pauses while the pointer rests on it, and the
 * pointer rests where the user just clicked, so a toast there stayed and blocked that button.
 * On a desk it keeps clear of the page's toolbar under the app bar too (64 px: a list's Create and
 * Export, a record's Edit and Delete), where the action that raised it usually is. A phone's
 * toolbar sits under the page's heading, lower than a toast should: there it keeps below the app
 * bar, over the heading.
 */
const TOOLBAR_HEIGHT = 64;
const BELOW_APP_BAR_AND_TOOLBAR = { top: 48 + TOOLBAR_HEIGHT + 8 };
const BELOW_PHONE_APP_BAR = { top: 56 + 8 };

/**
 * The one toaster (top-right, close button, 3 visible, 4000 ms, 356 px wide,
 * 14 px apart, swipe away after 45 px; sonner's defaults are exactly these). It lives in the
 * console's shell, so a toast raised as the admin application hands over to sign-in (a session
 * that ended) stays on screen there.
 */
export function ConsoleToaster() {
  const translate = useTranslate();
  const { mode } = usePreferences();
  useEffect(toasterReady, []);
  return (
    <Toaster
      position="top-right"
      closeButton
      theme={mode}
      visibleToasts={3}
      duration={4000}
      gap={14}
      offset={BELOW_APP_BAR_AND_TOOLBAR}
      mobileOffset={BELOW_PHONE_APP_BAR}
      containerAriaLabel={translate('shell.toaster.region')}
      toastOptions={{ closeButtonAriaLabel: translate('shell.toaster.close') }}
    />
  );
}

export default ConsoleToaster;
