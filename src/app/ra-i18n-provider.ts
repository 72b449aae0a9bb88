import type { i18n } from 'i18next';
import type { I18nProvider } from 'react-admin';
import { LANGUAGES } from '../i18n/i18n';

const LOCALE_NAMES = { zh: '中文', en: 'English' } as const;

// Default texts may come from data (a choice's name): past this many, the memory starts afresh.
const REMEMBERED_MAX = 2_000;

/**
 * react-admin's translator over the console's one i18next instance (the public pages share it),
 * as `ra-i18n-i18next` builds it: `smart_count` is i18next's `count`, `_` the default text.
 *
 * react-admin asks for the same labels on every render of every row (a list's first screen asks
 * several hundred times), and i18next looks each one up through the fallback namespaces. A key
 * asked for without interpolation is remembered until the language or the loaded messages change.
 */
export function raI18nProvider(i18next: i18n): I18nProvider {
  const plain = rememberedLabels(i18next);

  const lookUp = (key: string, options: Record<string, unknown>) => {
    const { _: defaultValue, ...rest } = options;
    return String(i18next.t(key, { defaultValue, count: options['smart_count'], ...rest }));
  };

  return {
    translate: (key: string, options: Record<string, unknown> = {}) => {
      const defaultValue = options['_'];
      const remembered = isPlain(options) && (defaultValue === undefined || typeof defaultValue === 'string');
      if (!remembered) return lookUp(key, options);
      const cacheKey = defaultValue === undefined ? key : `${key}\u0000${defaultValue}`;
      let text = plain.get(cacheKey);
      if (text === undefined) {
        text = lookUp(key, options);
        if (plain.size >= REMEMBERED_MAX) plain.clear();
        plain.set(cacheKey, text);
      }
      return text;
    },
    // Loads the new language's messages of every part in use before it shows.
    changeLocale: async (locale: string) => {
      await i18next.changeLanguage(locale);
    },
    getLocale: () => i18next.language,
    getLocales: () => LANGUAGES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
  };
}

// One memory per i18next instance, which outlives each admin application started over it.
const remembered = new WeakMap<i18n, Map<string, string>>();

function rememberedLabels(i18next: i18n): Map<string, string> {
  let labels = remembered.get(i18next);
  if (!labels) {
    const forget = () => labels?.clear();
    labels = new Map();
    remembered.set(i18next, labels);
    i18next.on('languageChanged', forget);
    i18next.on('loaded', forget);
    i18next.store.on('added', forget);
    i18next.store.on('removed', forget);
  }
  return labels;
}

/** Options that change nothing but the default text: the answer depends on the key alone. */
function isPlain(options: Record<string, unknown>): boolean {
  for (const name in options) if (name !== '_') return false;
  return true;
}
