import { adminEn } from './bundles/admin-en';
import { adminZh } from './bundles/admin-zh';
import { adminPagesEn } from './bundles/admin-pages-en';
import { adminPagesZh } from './bundles/admin-pages-zh';
import { pagesEn } from './locales/en/pages';
import { publicEn } from './locales/en/public';
import { publicAccountsEn } from './locales/en/public-accounts';
import { pagesZh } from './locales/zh/pages';
import { publicZh } from './locales/zh/public';
import { publicAccountsZh } from './locales/zh/public-accounts';

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: object): Tree {
  for (const [key, value] of Object.entries(from) as [string, string | Tree][]) {
    const existing = into[key];
    into[key] = typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value;
  }
  return into;
}

/**
 * Every message of each language as one tree, as the console shows it once all its parts have
 * loaded (the public pages', the public account pages', the admin application's and its pages'). For checks
 * over all of them; the console itself loads them per language and part (`./i18n.ts`).
 */
export const messages = {
  en: merge(merge(merge(merge(merge({}, publicEn), pagesEn), publicAccountsEn), adminEn), adminPagesEn),
  zh: merge(merge(merge(merge(merge({}, publicZh), pagesZh), publicAccountsZh), adminZh), adminPagesZh),
};
