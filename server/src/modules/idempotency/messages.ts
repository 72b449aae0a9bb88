import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's refusals (creates sent again with an Idempotency-Key), in English and Chinese. */
export const messages = defineMessages({
  en: {
    idempotencyKeyReused: 'This Idempotency-Key was used for another request; use a new key for a new create',
    idempotencyKeyInFlight: 'A request with this Idempotency-Key is still being answered; send it again in a moment',
  },
  zh: {
    idempotencyKeyReused: '此 Idempotency-Key 已用于另一个请求；新的创建请使用新的键',
    idempotencyKeyInFlight: '使用此 Idempotency-Key 的请求仍在处理中；请稍后再发送',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    idempotency: typeof messages;
  }
}
