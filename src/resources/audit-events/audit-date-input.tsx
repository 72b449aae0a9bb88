import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { isIsoInstant, toInstant } from './audit-filter';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant in the address (a link, an older bookmark), written as a local moment; typed text, as it is. */
export function toLocalMoment(value: unknown): string {
  if (typeof value !== 'string' || !isIsoInstant(value)) return typeof value === 'string' ? value : '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A date filter written as text in one fixed, stated form (the list turns it into the instant). The browser's own date input writes
 * dates in the browser's language (mm/dd/yyyy in an English browser), whatever the console's.
 */
export function AuditDateInput({ source, label }: { source: 'from' | 'to'; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  // Said under the input rather than as a form error: an invalid filter form stops applying every filter.
  const unfinished = typeof value === 'string' && value.trim() !== '' && toInstant(value) === undefined;
  return (
    <TextInput
      source={source}
      label={label}
      placeholder={translate('resources.logs.filters.datePlaceholder')}
      format={toLocalMoment}
      helperText={unfinished ? 'resources.logs.filters.dateFormat' : false}
      sx={unfinished ? { '& .MuiFormHelperText-root': { color: 'error.main' } } : undefined}
      resettable={false}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
    />
  );
}
