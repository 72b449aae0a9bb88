import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { getListWebhookDeliveriesQueryKey, useSendTestWebhook } from '../../generated/endpoints/webhooks/webhooks';
import type { WebhookRecord } from './webhook-record';

/** Queues a `webhook.test` delivery to the endpoint in context; it shows in the deliveries at once. */
export function SendTestButton() {
  const record = useRecordContext<WebhookRecord>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const send = useSendTestWebhook();
  if (!record) return null;
  return (
    <Button
      label="resources.webhooks.actions.sendTest"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(
          { id: record.id },
          {
            onSuccess: () => {
              notify('resources.webhooks.notifications.testSent', { type: 'success' });
              void queryClient.invalidateQueries({ queryKey: getListWebhookDeliveriesQueryKey(record.id) });
            },
          },
        )
      }
    >
      <SendIcon />
    </Button>
  );
}
