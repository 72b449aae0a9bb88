import { accountsZh } from './accounts';
import { apiTokensResourceZh } from './api-tokens';
import { logsZh } from './audit';
import { sessionsResourceZh } from './sessions';
import type { Messages } from '../en/console';
import type { Shape } from '../shape';
import { usersZh } from './users';
import { webhooksZh } from './webhooks';

/** 控制台自身的中文文案，与英文键完全一致（类型检查保证）。 */

export const zh: Shape<Messages> = {
  accounts: accountsZh,
  dashboard: {
    welcome: '欢迎，%{name}',
    ownerText: '您已登录到自己的租户。租户管理仅对管理员开放。',
    title: '仪表盘',
    total: '租户总数',
    enabled: '已启用',
    disabled: '已禁用',
    recent: '最近更新',
    viewAll: '查看全部租户',
    empty: '暂无租户',
    loadFailed: '无法加载租户：%{message}',
  },
  resources: {
    tenants: {
      name: '租户',
      page: {
        show: '租户 %{name}',
        edit: '编辑租户 %{name}',
      },
      fields: {
        id: 'ID',
        tenantId: 'ID',
        username: '用户名',
        enabled: '状态',
        domains: '域名',
        domainsCount: '域名数',
        remark: '备注',
        createdAt: '创建时间',
        updatedAt: '更新时间',
        name: '域名',
        state: '验证状态',
        reason: '原因',
        found: '实际找到',
      },
      filters: {
        search: '搜索用户名、域名或 ID',
        status: '状态',
        enabled: '已启用',
        disabled: '已禁用',
      },
      status: {
        enabled: '已启用',
        disabled: '已禁用',
      },
      actions: {
        enable: '启用',
        disable: '禁用',
        select: '选择 %{name}',
      },
      list: {
        domains: '%{smart_count} 个域名',
      },
      help: {
        ownTenant: '管理员所在的租户不能禁用',
      },
      empty: '暂无租户',
      confirm: {
        enableTitle: '启用租户“%{name}”？',
        enableContent: '该租户的用户将可以重新登录。',
        disableTitle: '禁用租户“%{name}”？',
        disableContent: '该租户的用户将无法登录，已登录的用户会立即失效。',
        bulkEnableTitle: '启用 %{smart_count} 个租户？',
        bulkDisableTitle: '禁用 %{smart_count} 个租户？',
        bulkContent: '已处于该状态的租户保持不变。',
      },
      notifications: {
        enabled: '已启用租户“%{name}”',
        disabled: '已禁用租户“%{name}”',
        bulkEnabled: '已启用 %{changed} 个，%{unchanged} 个原已启用，%{failed} 个失败',
        bulkDisabled: '已禁用 %{changed} 个，%{unchanged} 个原已禁用，%{failed} 个失败',
        bulkEnableFailures: '%{smart_count} 个租户未能启用',
        bulkDisableFailures: '%{smart_count} 个租户未能禁用',
        updated: '租户已保存',
        notModified: '没有任何更改',
      },
      validation: {
        username: '请使用 2–64 个字母、数字、"_"、"." 或 "-"，并以字母或数字开头',
        domain: '不是有效的域名，例如 shop.example.com',
        domainDuplicate: '该域名重复出现',
        domainsMax: '最多 %{max} 个域名',
      },
      show: {
        noDomains: '暂无域名',
        noRemark: '暂无备注',
        users: '该租户的用户',
        logs: '该租户的审计日志',
      },
      activity: {
        title: '最近动态',
        empty: '该租户暂无任何动态。',
        failed: '无法加载最近动态：%{message}',
      },
      unsupported: '此处不能创建或删除租户。',
    },
    users: usersZh,
    logs: logsZh,
    sessions: sessionsResourceZh,
    apiTokens: apiTokensResourceZh,
    webhooks: webhooksZh,
  },
};
