import Typography from '@mui/material/Typography';
import { useFieldValue, useLocaleState } from 'react-admin';
import { formatDateTime } from '../lib/date-time-format';

export interface LocalDateFieldProps {
  source: string;
  /** Read by the list's column header. */
  label?: string;
  sortable?: boolean;
}

/** A record's date and time as people of the chosen language write them (2026/1/15 08:30:05 or 1/15/2026, 8:30:05 AM). */
export function LocalDateField(props: LocalDateFieldProps) {
  const value: unknown = useFieldValue(props);
  const [locale] = useLocaleState();
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return null;
  if (value === '') return null;
  return (
    // Wraps between the date and the time, never inside either (the page's long text may break anywhere).
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'normal' }}>
      {formatDateTime(value, locale)}
    </Typography>
  );
}
