import { invitationBatchZh } from '../locales/zh/invitation-batch';
import { policyZh } from '../locales/zh/policy';
import { mergeMessages } from './merge-messages';
import { toI18next } from './to-i18next';

/** The messages of admin pages opened now and then (a tenant's policy, invitations from a file), loaded with them. */
export const adminPagesZh = mergeMessages(policyZh, invitationBatchZh);

export default toI18next(adminPagesZh);
