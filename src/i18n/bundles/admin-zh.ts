import { auditZh } from '../locales/zh/audit';
import { zh } from '../locales/zh/console';
import { domainsZh } from '../locales/zh/domains';
import { impersonationZh } from '../locales/zh/impersonation';
import { invitationsZh } from '../locales/zh/invitations';
import { policyEntryZh } from '../locales/zh/policy-entry';
import { preferencesZh } from '../locales/zh/preferences';
import raZh from '../locales/zh/ra';
import { shellZh } from '../locales/zh/shell';
import { mergeMessages } from './merge-messages';
import { toI18next } from './to-i18next';

// Parts may share a branch but not a message (see mergeMessages).
export const adminZh = mergeMessages(raZh, zh, shellZh, preferencesZh, auditZh, domainsZh, impersonationZh, invitationsZh, policyEntryZh);

export default toI18next(adminZh);
