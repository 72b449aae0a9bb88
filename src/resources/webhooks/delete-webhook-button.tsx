import { ConfirmedDeleteButton } from '../../components/confirmed-delete-button';
import type { WebhookRecord } from './webhook-record';

const namedBy = (endpoint: WebhookRecord) => ({ url: endpoint.url });

/** Deletes the endpoint in context for good, after a confirmation naming its URL. */
export function DeleteWebhookButton() {
  return <ConfirmedDeleteButton<WebhookRecord> resource="webhooks" namedBy={namedBy} />;
}
