import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { WebhookDeliveryStatus } from '../../generated/model';

const COLOURS = { pending: 'default', delivering: 'info', succeeded: 'success', failed: 'error' } as const satisfies Record<WebhookDeliveryStatus, string>;

/** A delivery's status, in words and colour (never colour alone). */
export function DeliveryStatusChip({ status }: { status: WebhookDeliveryStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'pending' ? 'outlined' : 'filled'}
      label={translate(`resources.webhooks.deliveries.statuses.${status}`, { _: status })}
    />
  );
}
