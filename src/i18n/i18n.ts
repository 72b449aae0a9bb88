import { createInstance, type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { StorageKey } from '../lib/storage-keys';
import { INTERPOLATION_OPTIONS } from './interpolation';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh';

/**
 * The public pages' messages, loaded first; those of the public account pages (sign-up, a forgotten
 * password, the code step), with those pages; the admin application's first words, once it starts;
 * its other pages', with those pages.
 */
export const PUBLIC_MESSAGES = 'public';
export const PUBLIC_ACCOUNT_MESSAGES = 'public-accounts';
export const ADMIN_MESSAGES = 'admin';
/** The messages of every admin page but the first screen's (the tenants list, the dashboard): loaded with them. */
export const ADMIN_PAGE_MESSAGES = 'admin-pages';
export type Part = typeof PUBLIC_MESSAGES | typeof PUBLIC_ACCOUNT_MESSAGES | typeof ADMIN_MESSAGES | typeof ADMIN_PAGE_MESSAGES;

// One chunk per language and part: a visitor downloads the messages of the language shown only.
const BUNDLES: Record<Part, Record<Language, () => Promise<{ default: object }>>> = {
  public: { en: () => import('./bundles/public-en'), zh: () => import('./bundles/public-zh') },
  'public-accounts': { en: () => import('./bundles/public-accounts-en'), zh: () => import('./bundles/public-accounts-zh') },
  admin: { en: () => import('./bundles/admin-en'), zh: () => import('./bundles/admin-zh') },
  'admin-pages': { en: () => import('./bundles/admin-pages-en'), zh: () => import('./bundles/admin-pages-zh') },
};

/** Downloads one part's messages in a language before i18next asks for them (it then finds them loaded). */
export function fetchMessages(part: Part, language: Language = initialLanguage()): Promise<unknown> {
  return BUNDLES[part][language]();
}

/** Starts downloading one part's messages; a failure is left for i18next's own request to meet. */
export function preloadMessages(part: Part, language: Language = initialLanguage()): void {
  void fetchMessages(part, language).catch(() => undefined);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function isPart(value: string): value is Part {
  return Object.hasOwn(BUNDLES, value);
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

/**
 * The console's one i18next instance, with the public pages' messages of the language shown.
 * A key missing there is looked up in the public account pages' messages, then in the admin
 * application's, which `loadMessages` adds; changing the language loads every part already in use
 * for the new one first.
 * `<html lang>` and the saved choice follow the language.
 */
export async function createI18n(language: Language = initialLanguage()): Promise<i18n> {
  const i18next = createInstance();
  i18next.use(
    resourcesToBackend((lng: string, part: string) => {
      if (!isLanguage(lng) || !isPart(part)) return Promise.reject(new Error(`No messages for ${lng}/${part}`));
      return BUNDLES[part][lng]();
    }),
  );
  await i18next.init({
    lng: language,
    // Every key exists in both languages (a test holds it): no second language to download.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [PUBLIC_MESSAGES],
    defaultNS: PUBLIC_MESSAGES,
    fallbackNS: [PUBLIC_ACCOUNT_MESSAGES, ADMIN_MESSAGES, ADMIN_PAGE_MESSAGES],
    interpolation: INTERPOLATION_OPTIONS,
    // No advertisement in the administrator's browser console.
    showSupportNotice: false,
  });
  applyLanguage(i18next.language);
  i18next.on('languageChanged', applyLanguage);
  return i18next;
}

const loadedParts = new WeakMap<i18n, Map<Part, Promise<void>>>();

/** A part's messages, in the language shown (and in any chosen later); asked for once. */
export function loadMessages(i18next: i18n, part: Part): Promise<void> {
  let parts = loadedParts.get(i18next);
  if (!parts) {
    parts = new Map();
    loadedParts.set(i18next, parts);
  }
  let loading = parts.get(part);
  if (!loading) {
    loading = i18next.loadNamespaces(part);
    parts.set(part, loading);
  }
  return loading;
}

/** The admin application's messages, in the language shown (and in any chosen later); asked for once. */
export function loadAdminMessages(i18next: i18n): Promise<void> {
  return loadMessages(i18next, ADMIN_MESSAGES);
}
