import type { i18n } from 'i18next';
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const I18nextContext = createContext<i18n | null>(null);

/** The console's i18next instance for everything below: both the public pages and the admin application read it. */
export function TranslationProvider({ i18next, children }: { i18next: i18n; children: ReactNode }) {
  return <I18nextContext.Provider value={i18next}>{children}</I18nextContext.Provider>;
}

export function useI18next(): i18n {
  const i18next = useContext(I18nextContext);
  if (!i18next) throw new Error('useI18next() needs a <TranslationProvider> above it');
  return i18next;
}

/** The language shown; a component reading it renders again when it changes. */
export function useLanguage(): string {
  const i18next = useI18next();
  return useSyncExternalStore(
    (onChange) => {
      i18next.on('languageChanged', onChange);
      return () => i18next.off('languageChanged', onChange);
    },
    () => i18next.language,
  );
}

/**
 * `translate(key, options)` with react-admin's conventions (`smart_count` chooses the plural), for
 * components that render without react-admin: the public pages and what they share with the admin.
 */
export function useTranslate(): Translate {
  const i18next = useI18next();
  const language = useLanguage();
  return useCallback(
    (key, options = {}) => String(i18next.t(key, { lng: language, count: options['smart_count'], ...options })),
    [i18next, language],
  );
}
