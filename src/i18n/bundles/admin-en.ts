import { areasEntryEn } from '../locales/en/areas-entry';
import { en } from '../locales/en/console';
import { impersonationEn } from '../locales/en/impersonation';
import { policyEntryEn } from '../locales/en/policy-entry';
import { preferencesEn } from '../locales/en/preferences';
import { raEn } from '../locales/en/ra-words';
import { shellEn } from '../locales/en/shell';
import { mergeMessages } from './merge-messages';
import { toI18next } from './to-i18next';

/**
 * The admin application's first words: react-admin's, the shell's, the tenants list's and dashboard's,
 * and what shows of the other areas outside their pages. Every other page's are in `./admin-pages-en.ts`.
 * Parts may share a branch but not a message (see mergeMessages).
 */
export const adminEn = mergeMessages(raEn, en, shellEn, preferencesEn, impersonationEn, policyEntryEn, areasEntryEn);

export default toI18next(adminEn);
