import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (users, and their list), in English and Chinese. */
export const messages = defineMessages({
  en: {
    notForServiceAccounts: 'A service account has no password, email or two-factor sign-in: it calls with API tokens',
    cannotChangeSelf: 'You cannot disable or delete yourself',
    lastEnabledOwner: 'The tenant must keep at least one enabled owner',
    memberOwnProfileOnly: 'Members may change only their own display name and email',
    cannotResetOwnPassword: 'You cannot reset your own password; change it in Settings → Password',
    listFilterRole: "Field {field}.role must be 'owner' or 'member'",
    listFilterKind: "Field {field}.kind must be 'person' or 'service'",
    listFilterUserId: 'Field {field}.id must be a user id or a list of at most {limit} of them',
  },
  zh: {
    notForServiceAccounts: '服务账号没有密码、邮箱或两步验证：它使用 API 令牌调用接口',
    cannotChangeSelf: '不能禁用或删除自己',
    lastEnabledOwner: '租户必须至少保留一名启用的所有者',
    cannotResetOwnPassword: '不能重置自己的密码；请在“设置 → 密码”中修改',
    memberOwnProfileOnly: '成员只能修改自己的显示名称和邮箱',
    listFilterRole: "字段 {field}.role 必须是 'owner' 或 'member'",
    listFilterKind: "字段 {field}.kind 必须是 'person' 或 'service'",
    listFilterUserId: '字段 {field}.id 必须是用户 id，或不超过 {limit} 个用户 id 的列表',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    users: typeof messages;
  }
}
