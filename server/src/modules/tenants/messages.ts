import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (tenants), in English and Chinese. */
export const messages = defineMessages({
  en: {
    systemTenantForever: 'The system tenant cannot be deleted',
    tenantNotDeleted: 'This tenant is not deleted',
    deleteConfirmMismatch: "Type the tenant's name, {value}, to delete it",
    usernameTaken: "The username '{value}' is taken by another tenant",
    cannotDisableOwnTenant: 'You cannot disable the tenant you belong to',
  },
  zh: {
    systemTenantForever: '系统租户不能删除',
    tenantNotDeleted: '该租户未被删除',
    deleteConfirmMismatch: '请输入租户名称 {value} 以确认删除',
    usernameTaken: "用户名 '{value}' 已被其他租户使用",
    cannotDisableOwnTenant: '不能禁用自己所属的租户',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    tenants: typeof messages;
  }
}
