import { useGetWebhookUrlPolicy } from '../../generated/endpoints/webhooks/webhooks';

/** The server's setting changes with a restart at most. */
const FRESH_FOR_MS = 5 * 60_000;

/**
 * The URL input's help, as this server has it (`GET /v1/webhook-url-policy`): https:// only and no
 * private address, unless it runs with `WEBHOOK_ALLOW_PRIVATE_NETWORK`. Until it has answered, or
 * if it cannot, the strict rule, which every server accepts.
 */
export function useWebhookUrlHelp(): string {
  const policy = useGetWebhookUrlPolicy({ query: { staleTime: FRESH_FOR_MS } });
  return policy.data?.allowPrivateNetwork ? 'resources.webhooks.help.urlAnyNetwork' : 'resources.webhooks.help.url';
}
