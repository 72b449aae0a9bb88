import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import type { WebhookRecord } from './webhook-record';
import { useSetWebhookEnabled } from './use-set-webhook-enabled';

/** Over the page of an endpoint the server disabled after repeated failures: why, and "Enable again". */
export function FailingBanner() {
  const record = useRecordContext<WebhookRecord>();
  const translate = useTranslate();
  const { setEnabled, isPending } = useSetWebhookEnabled(record);
  if (!record || record.enabled || record.disabledReason !== 'failing') return null;
  const text =
    record.consecutiveFailures > 0
      ? translate('resources.webhooks.failing.text', { smart_count: record.consecutiveFailures })
      : translate('resources.webhooks.failing.textPlain');
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => setEnabled(true)} disabled={isPending} sx={{ whiteSpace: 'nowrap' }}>
          {translate('resources.webhooks.actions.enableAgain')}
        </Button>
      }
    >
      <AlertTitle>{translate('resources.webhooks.failing.title')}</AlertTitle>
      {text}
    </Alert>
  );
}
