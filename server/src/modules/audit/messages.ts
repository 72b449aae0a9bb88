import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (the audit log, and its list), in English and Chinese. */
export const messages = defineMessages({
  en: {
    auditEventNotFound: 'Audit event {id} does not exist',
    listFilterEventId: 'Field {field}.id must be an event id or a list of at most {limit} of them',
    listFilterAction: 'Field {field}.action must be an audit action or a list of them: {actions}',
    listFilterWholeNumber: 'Field {field}.{key} must be a whole number from 1',
    listFilterText: 'Field {field}.{key} must be text of at most {limit} characters',
    listFilterTargetType: "Field {field}.targetType must be 'tenant' or 'user'",
    listFilterDate: 'Field {field}.{key} must be an ISO 8601 date-time such as 2026-11-22T08:00:00Z',
  },
  zh: {
    auditEventNotFound: '审计事件 {id} 不存在',
    listFilterEventId: '字段 {field}.id 必须是事件 id，或不超过 {limit} 个事件 id 的列表',
    listFilterAction: '字段 {field}.action 必须是审计操作或其列表：{actions}',
    listFilterWholeNumber: '字段 {field}.{key} 必须是从 1 开始的整数',
    listFilterText: '字段 {field}.{key} 必须是不超过 {limit} 个字符的文本',
    listFilterTargetType: "字段 {field}.targetType 必须是 'tenant' 或 'user'",
    listFilterDate: '字段 {field}.{key} 必须是 ISO 8601 日期时间，例如 2026-11-22T08:00:00Z',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    audit: typeof messages;
  }
}
