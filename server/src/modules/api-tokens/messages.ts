import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (API tokens), in English and Chinese. */
export const messages = defineMessages({
  en: {
    apiTokenNotFound: 'This account has no API token {id}: it was revoked, or it is another account’s',
    apiTokenLimitReached: 'This account has {limit} API tokens, as many as it may: revoke one first',
    apiTokenWithoutExpiry: 'Only owners and administrators may make a token that never expires',
    apiTokenForOtherPerson: 'You make tokens for your own account and for service accounts, never for another person',
  },
  zh: {
    apiTokenNotFound: '该账号没有编号为 {id} 的 API 令牌：它已被吊销，或属于其他账号',
    apiTokenLimitReached: '该账号已有 {limit} 个 API 令牌，已达上限：请先吊销一个',
    apiTokenWithoutExpiry: '只有所有者和管理员可以创建永不过期的令牌',
    apiTokenForOtherPerson: '你只能为自己的账号和服务账号创建令牌，不能为其他人创建',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    'api-tokens': typeof messages;
  }
}
