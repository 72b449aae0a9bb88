import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { WebhookRecord } from './webhook-record';

/** Enabled, disabled, or disabled by the server after repeated failures (in the warning colour), in words. */
/** Spans throughout: on a phone's row it sits inside a paragraph. */
export function WebhookStateField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<WebhookRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.enabled) return <Chip component="span" size="small" color="success" label={translate('resources.webhooks.states.enabled')} />;
  if (record.disabledReason === 'failing') {
    return <Chip component="span" size="small" color="warning" label={translate('resources.webhooks.states.failing')} />;
  }
  return <Chip component="span" size="small" variant="outlined" label={translate('resources.webhooks.states.disabled')} />;
}
