import { render } from '@testing-library/react';
// Loaded with the test file, as the browser has it preloaded by the time it is shown: the console's
// own lazy import of it then resolves at once instead of counting against a test's time.
import '../../src/app/admin-app';
import { createI18n, loadAdminMessages, type Language } from '../../src/i18n/i18n';
import { ConsoleShell, shellForAddress } from '../../src/shell/console-shell';

/** The whole console at a route, as a user opens it in a fresh tab. */
export async function renderConsole(route: string, language: Language = 'en') {
  window.history.pushState({}, '', route);
  const i18next = await createI18n(language);
  // As the console boots (main.tsx): the admin application's messages come only for one of its pages,
  // so a public page that needed one of them would show its key here too.
  if (shellForAddress() === 'admin') await loadAdminMessages(i18next);
  const view = render(<ConsoleShell i18next={i18next} />);
  return { ...view, i18next };
}
