import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (sessions and acting as another user), in English and Chinese. */
export const messages = defineMessages({
  en: {
    notImpersonable: 'Only an enabled owner of an active tenant, without administrator rights, can be acted as',
    notImpersonating: 'This session is not acting as anyone',
    sessionNotFound: 'You have no session {id}: it has ended, or it is not yours',
  },
  zh: {
    notImpersonable: '只能代为操作启用中的租户里已启用、且无管理员权限的所有者',
    notImpersonating: '此会话未在代为操作任何用户',
    sessionNotFound: '你没有编号为 {id} 的会话：它已结束，或不属于你',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    sessions: typeof messages;
  }
}
