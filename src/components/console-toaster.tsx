import { Toaster } from 'sonner';
import { useTranslate } from '../i18n/translate';
import { usePreferences } from './preferences-context';

/**
 * The one toaster (spec §2, §9: top-right, close button, 3 visible, 4000 ms, 356 px wide,
 * 14 px apart, swipe away after 45 px; sonner's defaults are exactly these). It lives in the
 * console's shell, so a toast raised as the admin application hands over to sign-in (a session
 * that ended) stays on screen there.
 */
export function ConsoleToaster() {
  const translate = useTranslate();
  const { mode } = usePreferences();
  return (
    <Toaster
      position="top-right"
      closeButton
      theme={mode}
      visibleToasts={3}
      duration={4000}
      gap={14}
      containerAriaLabel={translate('shell.toaster.region')}
      toastOptions={{ closeButtonAriaLabel: translate('shell.toaster.close') }}
    />
  );
}

export default ConsoleToaster;
