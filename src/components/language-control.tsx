import { createContext, useContext, type ReactNode } from 'react';
import { isLanguage, type Language } from '../i18n/i18n';
import { useI18next, useLanguage } from '../i18n/translate';

export interface LanguageControl {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageControlContext = createContext<LanguageControl | null>(null);

/** Where react-admin renders a public page, the language is changed through its own locale state. */
export function LanguageControlProvider({ value, children }: { value: LanguageControl; children: ReactNode }) {
  return <LanguageControlContext.Provider value={value}>{children}</LanguageControlContext.Provider>;
}

/** The language shown and how to change it: through i18next itself, unless a provider above says otherwise. */
export function useLanguageControl(): LanguageControl {
  const provided = useContext(LanguageControlContext);
  const i18next = useI18next();
  const shown = useLanguage();
  if (provided) return provided;
  return {
    language: isLanguage(shown) ? shown : 'zh',
    setLanguage: (language) => void i18next.changeLanguage(language),
  };
}
