import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import { useInsideRowLink } from '../../components/contract-views';
import type { WebhookRecord } from './webhook-record';

/**
 * The endpoint's URL as a real link to its page (keyboards, screen readers, new tabs); its text
 * alone in a row that links to that page already.
 */
export function WebhookUrlLink() {
  const record = useRecordContext<WebhookRecord>();
  const createPath = useCreatePath();
  const insideLink = useInsideRowLink();
  if (!record) return null;
  if (insideLink) {
    return (
      <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {record.url}
      </Box>
    );
  }
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
