import { areasEn } from '../locales/en/areas';
import { attributesEn } from '../locales/en/attributes';
import { auditEn } from '../locales/en/audit';
import { domainsEn } from '../locales/en/domains';
import { invitationBatchEn } from '../locales/en/invitation-batch';
import { invitationsEn } from '../locales/en/invitations';
import { policyEn } from '../locales/en/policy';
import { mergeMessages } from './merge-messages';
import { toI18next } from './to-i18next';

/**
 * The messages of every admin page but the first screen (the tenants list, the dashboard): one's
 * account, users, webhooks, the audit log, a tenant's page with its attributes, domains, invitations and policy.
 * Loaded with those pages' code (`lazyPageWithMessages`), so the first screen does not wait for them.
 */
export const adminPagesEn = mergeMessages(areasEn, attributesEn, auditEn, domainsEn, invitationsEn, policyEn, invitationBatchEn);

export default toI18next(adminPagesEn);
