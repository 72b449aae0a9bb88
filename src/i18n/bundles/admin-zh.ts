import { areasEntryZh } from '../locales/zh/areas-entry';
import { zh } from '../locales/zh/console';
import { impersonationZh } from '../locales/zh/impersonation';
import { policyEntryZh } from '../locales/zh/policy-entry';
import { preferencesZh } from '../locales/zh/preferences';
import raZh from '../locales/zh/ra';
import { shellZh } from '../locales/zh/shell';
import { mergeMessages } from './merge-messages';
import { toI18next } from './to-i18next';

/**
 * The admin application's first words: react-admin's, the shell's, the tenants list's and dashboard's,
 * and what shows of the other areas outside their pages. Every other page's are in `./admin-pages-zh.ts`.
 * Parts may share a branch but not a message (see mergeMessages).
 */
export const adminZh = mergeMessages(raZh, zh, shellZh, preferencesZh, impersonationZh, policyEntryZh, areasEntryZh);

export default toI18next(adminZh);
