import { areasZh } from '../locales/zh/areas';
import { attributesZh } from '../locales/zh/attributes';
import { auditZh } from '../locales/zh/audit';
import { domainsZh } from '../locales/zh/domains';
import { invitationBatchZh } from '../locales/zh/invitation-batch';
import { invitationsZh } from '../locales/zh/invitations';
import { policyZh } from '../locales/zh/policy';
import { mergeMessages } from './merge-messages';
import { toI18next } from './to-i18next';

/**
 * The messages of every admin page but the first screen (the tenants list, the dashboard): one's
 * account, users, webhooks, the audit log, a tenant's page with its attributes, domains, invitations and policy.
 * Loaded with those pages' code (`lazyPageWithMessages`), so the first screen does not wait for them.
 */
export const adminPagesZh = mergeMessages(areasZh, attributesZh, auditZh, domainsZh, invitationsZh, policyZh, invitationBatchZh);

export default toI18next(adminPagesZh);
