import { useNotify, useUpdate } from 'react-admin';
import type { WebhookRecord } from './webhook-record';

/** Enables or disables the endpoint, and says so; a refusal reaches the shared mutation handler. */
export function useSetWebhookEnabled(record: WebhookRecord | undefined) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<WebhookRecord>();
  const setEnabled = (enabled: boolean, onSettled?: () => void) => {
    if (!record) return;
    void update(
      'webhooks',
      { id: record.id, data: { enabled }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSettled,
        onSuccess: () => notify(enabled ? 'resources.webhooks.notifications.enabled' : 'resources.webhooks.notifications.disabled', { type: 'success' }),
      },
    );
  };
  return { setEnabled, isPending };
}
