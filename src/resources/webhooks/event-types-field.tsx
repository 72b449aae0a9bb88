import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { useEventTypeMeaning } from './event-type-meaning';
import type { WebhookRecord } from './webhook-record';

/** The events an endpoint follows, one chip each; a group's meaning is its tooltip. Spans: on a phone's row they sit inside a paragraph. */
export function EventTypesField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<WebhookRecord>();
  const meaning = useEventTypeMeaning();
  if (!record) return null;
  return (
    <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.eventTypes.map((type) => (
        <Chip key={type} component="span" size="small" variant="outlined" label={type} title={meaning(type)} sx={{ fontFamily: 'monospace' }} />
      ))}
    </Stack>
  );
}
