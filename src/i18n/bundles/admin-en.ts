import { auditEn } from '../locales/en/audit';
import { en } from '../locales/en/console';
import { domainsEn } from '../locales/en/domains';
import { impersonationEn } from '../locales/en/impersonation';
import { invitationsEn } from '../locales/en/invitations';
import { policyEntryEn } from '../locales/en/policy-entry';
import { preferencesEn } from '../locales/en/preferences';
import { raEn } from '../locales/en/ra-words';
import { shellEn } from '../locales/en/shell';
import { mergeMessages } from './merge-messages';
import { toI18next } from './to-i18next';

// Parts may share a branch but not a message (see mergeMessages).
export const adminEn = mergeMessages(raEn, en, shellEn, preferencesEn, auditEn, domainsEn, impersonationEn, invitationsEn, policyEntryEn);

export default toI18next(adminEn);
