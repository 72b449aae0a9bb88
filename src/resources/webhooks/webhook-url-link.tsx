import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { WebhookRecord } from './webhook-record';

/** The endpoint's URL as a real link to its page (keyboards, screen readers, new tabs). */
export function WebhookUrlLink(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<WebhookRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      to={createPath({ resource: 'webhooks', id: record.id, type: 'show' })}
      // The row would navigate to the same page a second time.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      underline="hover"
      sx={{ fontFamily: 'monospace' }}
    >
      {record.url}
    </Link>
  );
}
