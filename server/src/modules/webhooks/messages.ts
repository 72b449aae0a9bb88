import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (webhooks), in English and Chinese. */
export const messages = defineMessages({
  en: {
    webhookUrlHttps: 'A webhook URL must start with https://',
    webhookUrlPrivate: 'A webhook may not be sent to a private, loopback or link-local address',
    webhookUrlInvalid: 'The webhook URL is not a valid address (and may not carry a user name or password)',
    webhookNotFound: 'The acting tenant has no webhook endpoint {id}',
    webhookDeliveryNotFound: 'This endpoint has no delivery {id}',
    webhookLimitReached: 'The tenant has {limit} webhook endpoints, as many as it may: delete one first',
    webhookDeliveryInFlight: 'Delivery {id} is being sent at this moment; try again once it has an answer',
    webhookDeliveryPrivate: 'Not sent: the host is a private address or resolves to one, and webhooks may not be sent to a private address',
  },
  zh: {
    webhookUrlHttps: 'Webhook 地址必须以 https:// 开头',
    webhookUrlPrivate: 'Webhook 不能发送到私有、回环或链路本地地址',
    webhookUrlInvalid: 'Webhook 地址无效（且不能包含用户名或密码）',
    webhookNotFound: '当前租户没有编号为 {id} 的 Webhook 端点',
    webhookDeliveryNotFound: '该端点没有编号为 {id} 的投递',
    webhookLimitReached: '该租户已有 {limit} 个 Webhook 端点，已达上限：请先删除一个',
    webhookDeliveryInFlight: '投递 {id} 正在发送中；请在它有结果后再试',
    webhookDeliveryPrivate: '未发送：该主机是私有地址或解析到私有地址，Webhook 不能发送到私有地址',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    webhooks: typeof messages;
  }
}
