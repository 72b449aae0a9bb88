import { createInstance, type i18n } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { StorageKey } from '../lib/storage-keys';
import { auditEn, auditZh } from './locales/audit';
import { domainsEn, domainsZh } from './locales/domains';
import { en } from './locales/en';
import raZh from './locales/ra-zh';
import { pagesEn, pagesZh } from './locales/pages';
import { preferencesEn, preferencesZh } from './locales/preferences';
import { shellEn, shellZh } from './locales/shell';
import { zh } from './locales/zh';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh';

// Each module owns its own top-level keys, so a shallow merge loses nothing.
export const messages = {
  en: { ...englishMessages, ...en, ...shellEn, ...pagesEn, ...preferencesEn, ...auditEn, ...domainsEn },
  zh: { ...raZh, ...zh, ...shellZh, ...pagesZh, ...preferencesZh, ...auditZh, ...domainsZh },
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved choice, else the browser's first zh or en preference, else Chinese. */
export function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(StorageKey.language);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage blocked: fall through to the browser's languages.
  }
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  try {
    localStorage.setItem(StorageKey.language, language);
  } catch {
    // The choice then lasts for this page only.
  }
}

export interface ConsoleI18n {
  i18next: i18n;
  i18nProvider: I18nProvider;
}

/** One i18next instance, bridged to react-admin; `<html lang>` and the saved choice follow it. */
export async function createI18n(language: Language = initialLanguage()): Promise<ConsoleI18n> {
  const i18next = createInstance();
  const i18nProvider = await getI18nProvider(
    i18next,
    {
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: {
        en: { translation: convertRaTranslationsToI18next(messages.en) },
        zh: { translation: convertRaTranslationsToI18next(messages.zh) },
      },
      interpolation: { escapeValue: false },
    },
    [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ],
  );
  applyLanguage(i18next.language);
  i18next.on('languageChanged', applyLanguage);
  return { i18next, i18nProvider };
}
