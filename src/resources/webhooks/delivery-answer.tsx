import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WebhookDelivery } from '../../generated/model';

/**
 * The last answer's HTTP status, and its first 1,000 characters in a dialog on demand: a receiver's
 * error page would otherwise stretch the table.
 */
export function DeliveryAnswer({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  if (delivery.responseStatus === null) return <>{translate('resources.webhooks.deliveries.none')}</>;
  const body = delivery.responseBody ?? '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {delivery.responseStatus}
      </Typography>
      <Button size="small" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap', minWidth: 0 }}>
        {translate('resources.webhooks.actions.showAnswer')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{translate('resources.webhooks.deliveries.answerTitle', { id: delivery.deliveryId })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            HTTP {delivery.responseStatus}
          </Typography>
          {body === '' ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.webhooks.deliveries.noBody')}
            </Typography>
          ) : (
            <Typography
              component="pre"
              variant="body2"
              sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, m: 0 }}
            >
              {body}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
