import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (onboarding: invitations and sign-ups waiting for approval), in English and Chinese. */
export const messages = defineMessages({
  en: {
    invitationNotFound: 'User {id} has no open invitation in this tenant',
    notAwaitingApproval: 'This tenant is not waiting for approval',
    rejectReasonRequired: 'Give the applicant a reason for the rejection',
    batchDuplicate: 'This address is in row {row} already',
    batchMember: 'A user of this tenant has this address already',
    batchEmailTaken: 'Another account uses this address',
    batchUsernameTaken: "The username '{value}' is taken",
    batchNoUsername: 'No free username could be made from this address; give one',
  },
  zh: {
    invitationNotFound: '该租户中用户 {id} 没有待接受的邀请',
    notAwaitingApproval: '该租户不在等待审批',
    rejectReasonRequired: '拒绝注册时请填写原因，以告知申请人',
    batchDuplicate: '该地址已在第 {row} 行出现',
    batchMember: '该租户已有用户使用此地址',
    batchEmailTaken: '其他账号已使用此地址',
    batchUsernameTaken: "用户名 '{value}' 已被使用",
    batchNoUsername: '无法根据此地址生成可用的用户名，请指定用户名',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    onboarding: typeof messages;
  }
}
