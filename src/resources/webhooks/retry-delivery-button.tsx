import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { getListWebhookDeliveriesQueryKey, useRetryWebhookDelivery } from '../../generated/endpoints/webhooks/webhooks';
import type { WebhookDelivery } from '../../generated/model';

/**
 * Sends one delivery again. One being sent right now is refused (409): the shared mutation
 * handler says so in the server's words.
 */
export function RetryDeliveryButton({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const retry = useRetryWebhookDelivery();
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      disabled={retry.isPending || delivery.status === 'delivering'}
      aria-label={`${translate('resources.webhooks.actions.retry')} #${delivery.deliveryId}`}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() =>
        retry.mutate(
          { id: delivery.endpointId, deliveryId: delivery.deliveryId },
          {
            onSuccess: () => notify('resources.webhooks.notifications.retried', { type: 'success' }),
            onSettled: () => void queryClient.invalidateQueries({ queryKey: getListWebhookDeliveriesQueryKey(delivery.endpointId) }),
          },
        )
      }
    >
      {translate('resources.webhooks.actions.retry')}
    </Button>
  );
}
