import type { i18n } from 'i18next';
import type { I18nProvider } from 'react-admin';
import { LANGUAGES } from '../i18n/i18n';

const LOCALE_NAMES = { zh: '中文', en: 'English' } as const;

/**
 * react-admin's translator over the console's one i18next instance (the public pages share it),
 * as `ra-i18n-i18next` builds it: `smart_count` is i18next's `count`, `_` the default text.
 */
export function raI18nProvider(i18next: i18n): I18nProvider {
  return {
    translate: (key: string, options: Record<string, unknown> = {}) => {
      const { _: defaultValue, ...rest } = options;
      return String(i18next.t(key, { defaultValue, count: options['smart_count'], ...rest }));
    },
    // Loads the new language's messages of every part in use before it shows.
    changeLocale: async (locale: string) => {
      await i18next.changeLanguage(locale);
    },
    getLocale: () => i18next.language,
    getLocales: () => LANGUAGES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
  };
}
