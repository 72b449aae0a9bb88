import { catalogOf, type Language } from '../../core/i18n/catalog.js';
import { messages } from './messages.js';
import type { WebhookDeliveryView } from './webhook-repository.js';
import { PRIVATE_ADDRESS_ERROR } from './webhook-url.js';

const words = catalogOf(messages);

/**
 * How deliveries refused for a private address read before the refusal stopped naming it: the
 * address, and the name that resolved to it. Such rows are answered like the ones written since.
 */
const NAMING_AN_ADDRESS = /^the address \S+ (?:of \S+ )?is private and not allowed$/;

/**
 * A delivery as its tenant reads it: a refusal for a private address in the caller's language and
 * without the address; any other error as it was kept (the receiver's or the network's words).
 */
export function deliveryForCaller(delivery: WebhookDeliveryView, language: Language): WebhookDeliveryView {
  const { error } = delivery;
  if (error === null || (error !== PRIVATE_ADDRESS_ERROR && !NAMING_AN_ADDRESS.test(error))) return delivery;
  return { ...delivery, error: words.translate(language, 'webhookDeliveryPrivate') };
}
