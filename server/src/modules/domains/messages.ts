import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (the tenant's claims of domains and the proof of their ownership), in English and Chinese. */
export const messages = defineMessages({
  en: {
    tooManyDomains: 'A tenant has at most {limit} domains',
    domainNotFound: "This tenant has no domain '{name}'",
    domainClaimedAlready: "The domain '{value}' is a domain of this tenant already",
    domainVerified: 'Verified: {record} holds the expected value',
    domainVerifiedByCname: 'Verified: {name} is a CNAME of {target}',
    domainNxdomain: 'The name {name} does not exist in DNS; check the spelling, or create the domain at your DNS provider first',
    domainNoTxtRecord: 'There is no TXT record at {record}; create it with the value shown, then verify again (DNS changes can take a few minutes)',
    domainTxtMismatch: 'The record {record} holds {found}, not the expected value; change it to the value shown',
    domainCnameMismatch: 'The name {name} is a CNAME of {found}, not of {target}',
    domainTimeout: 'The DNS resolver did not answer in time; try again in a moment',
    domainResolverFailed: 'The DNS resolver answered with an error ({found}); try again in a moment',
  },
  zh: {
    tooManyDomains: '一个租户最多有 {limit} 个域名',
    domainNotFound: "此租户没有域名 '{name}'",
    domainClaimedAlready: "域名 '{value}' 已是此租户的域名",
    domainVerified: '已验证：{record} 的值正确',
    domainVerifiedByCname: '已验证：{name} 是 {target} 的 CNAME',
    domainNxdomain: 'DNS 中不存在 {name}；请检查拼写，或先在 DNS 服务商处创建该域名',
    domainNoTxtRecord: '名称 {record} 下没有 TXT 记录；请按所示的值创建后再验证（DNS 变更可能需要几分钟生效）',
    domainTxtMismatch: '记录 {record} 的值是 {found}，不是预期的值；请改为所示的值',
    domainCnameMismatch: '域名 {name} 是 {found} 的 CNAME，而不是 {target} 的',
    domainTimeout: 'DNS 解析器未能及时响应；请稍后再试',
    domainResolverFailed: 'DNS 解析器返回错误（{found}）；请稍后再试',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    domains: typeof messages;
  }
}
