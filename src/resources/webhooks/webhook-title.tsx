import { useRecordContext, useTranslate } from 'react-admin';
import type { WebhookRecord } from './webhook-record';

/** "Webhook endpoint https://…", or "Edit webhook endpoint https://…" on the form. */
export function WebhookTitle({ editing = false }: { editing?: boolean }) {
  const record = useRecordContext<WebhookRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(editing ? 'resources.webhooks.page.edit' : 'resources.webhooks.page.show', { name: record.url })}</>;
}
