import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useListWebhookDeliveries } from '../../generated/endpoints/webhooks/webhooks';
import type { WebhookDelivery } from '../../generated/model';
import { formatDateTime } from '../../lib/date-time-format';
import { DeliveryAnswer } from './delivery-answer';
import { DeliveryStatusChip } from './delivery-status-chip';
import { RetryDeliveryButton } from './retry-delivery-button';

/** While a delivery waits or is being sent, the table asks again this often, so its outcome shows by itself. */
const WHILE_SENDING_MS = 2000;

const COLUMNS = ['eventType', 'status', 'attempts', 'nextAttemptAt', 'lastAttemptAt', 'response', 'error'] as const;

const inFlight = (deliveries: WebhookDelivery[] | undefined) =>
  deliveries?.some((delivery) => delivery.status === 'pending' || delivery.status === 'delivering') ?? false;

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const none = translate('resources.webhooks.deliveries.none');
  const when = (value: string | null) => (value === null ? none : formatDateTime(value, locale));
  return (
    <TableRow>
      {delivery.eventType === 'webhook.test' ? (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate('resources.webhooks.deliveries.test')}</TableCell>
      ) : (
        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{delivery.eventType}</TableCell>
      )}
      <TableCell>
        <DeliveryStatusChip status={delivery.status} />
      </TableCell>
      <TableCell align="right">{delivery.attempts}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(delivery.nextAttemptAt)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(delivery.lastAttemptAt)}</TableCell>
      <TableCell>
        <DeliveryAnswer delivery={delivery} />
      </TableCell>
      <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{delivery.error ?? none}</TableCell>
      <TableCell align="right">
        <RetryDeliveryButton delivery={delivery} />
      </TableCell>
    </TableRow>
  );
}

/** An endpoint's newest 100 deliveries, newest first, with a refresh and "Send again" on each. */
export function WebhookDeliveries({ endpointId }: { endpointId: number }) {
  const translate = useTranslate();
  const titleId = useId();
  const deliveries = useListWebhookDeliveries(endpointId, {
    query: { refetchInterval: (query) => (inFlight(query.state.data) ? WHILE_SENDING_MS : false) },
  });
  // The server answers newest first; sorted again, so that a newer server's order cannot mislead.
  const rows = [...(deliveries.data ?? [])].sort((a, b) => b.deliveryId - a.deliveryId);

  return (
    // Inside the page's card, below its fields: a section of its own, not a card in a card.
    <Box component="section" aria-labelledby={titleId} sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <div>
            <Typography id={titleId} variant="h6" component="h2">
              {translate('resources.webhooks.deliveries.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.webhooks.deliveries.help')}
            </Typography>
          </div>
          <Button startIcon={<RefreshIcon />} onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
            {translate('resources.webhooks.actions.refresh')}
          </Button>
        </Stack>
        {deliveries.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('resources.webhooks.deliveries.loadFailed', { message: deliveries.error.message })}
          </Alert>
        )}
        {deliveries.isSuccess && rows.length === 0 && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate('resources.webhooks.deliveries.empty')}
          </Typography>
        )}
        {rows.length > 0 && (
          // `contain`: the table's own width does not widen the page (and, on a phone, the screen): it scrolls here.
          <TableContainer sx={{ mt: 1, overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={column === 'attempts' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                      {translate(`resources.webhooks.deliveries.fields.${column}`)}
                    </TableCell>
                  ))}
                  <TableCell aria-label={translate('resources.webhooks.actions.retry')} />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((delivery) => (
                  <DeliveryRow key={delivery.deliveryId} delivery={delivery} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
    </Box>
  );
}
