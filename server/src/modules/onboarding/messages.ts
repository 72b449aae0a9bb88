import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (onboarding: invitations and sign-ups waiting for approval), in English and Chinese. */
export const messages = defineMessages({
  en: {
    invitationNotFound: 'User {id} has no open invitation in this tenant',
    notAwaitingApproval: 'This tenant is not waiting for approval',
    rejectReasonRequired: 'Give the applicant a reason for the rejection',
  },
  zh: {
    invitationNotFound: '该租户中用户 {id} 没有待接受的邀请',
    notAwaitingApproval: '该租户不在等待审批',
    rejectReasonRequired: '拒绝注册时请填写原因，以告知申请人',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    onboarding: typeof messages;
  }
}
