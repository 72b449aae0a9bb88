import { invitationBatchEn } from '../locales/en/invitation-batch';
import { policyEn } from '../locales/en/policy';
import { mergeMessages } from './merge-messages';
import { toI18next } from './to-i18next';

/** The messages of admin pages opened now and then (a tenant's policy, invitations from a file), loaded with them. */
export const adminPagesEn = mergeMessages(policyEn, invitationBatchEn);

export default toI18next(adminPagesEn);
