import type { glossaryEn } from './en';

/**
 * 控制台的关键术语（中文），与 `glossaryEn` 一一对应：统一的说法（`term`）、须使用它的文案
 * （`at`），以及在 `avoidUnder` 之下的文案中不应出现的说法（`avoid`）。
 */
export const glossaryZh = {
  signOut: { term: '退出', at: ['ra.auth.logout', 'accounts.sessions.signOutEverywhere'], avoid: ['注销'], avoidUnder: [''] },
  approve: {
    term: '批准',
    at: ['resources.tenants.actions.approve', 'accounts.signUp.approval', 'accounts.signUpLink.waiting'],
    avoid: ['启用'],
    avoidUnder: ['accounts.signUp.', 'accounts.signUpLink.'],
  },
  tenantName: { term: '租户名称', at: ['resources.tenants.fields.username', 'accounts.fields.tenantName'], avoid: [], avoidUnder: [] },
  waiting: { term: '待审批', at: ['dashboard.waiting'], avoid: [], avoidUnder: [] },
} as const satisfies Record<keyof typeof glossaryEn, unknown>;
