import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { raI18nProvider } from '../../src/app/ra-i18n-provider';
import { ADMIN_PAGE_MESSAGES, createI18n, loadAdminMessages, loadMessages, type Language } from '../../src/i18n/i18n';
import { TranslationProvider } from '../../src/i18n/translate';

/**
 * The console's i18next with the admin application's messages loaded (its first words and its
 * pages'), for a page rendered alone; `renderConsole` loads them as the console does, per page.
 */
export async function consoleI18n(language: Language = 'en') {
  const i18next = await createI18n(language);
  await Promise.all([loadAdminMessages(i18next), loadMessages(i18next, ADMIN_PAGE_MESSAGES)]);
  return { i18next, i18nProvider: raI18nProvider(i18next) };
}

/** What the console's shell provides above every page: the one i18next instance. */
export function WithTranslation({ i18next, children }: { i18next: i18n; children: ReactNode }) {
  return <TranslationProvider i18next={i18next}>{children}</TranslationProvider>;
}
