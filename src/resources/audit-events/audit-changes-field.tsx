import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import type { AuditRecord } from './audit-record';

/** A value as a person reads it: yes/no, lists joined, nothing as "empty". */
function formatValue(value: unknown, translate: TranslateFunction): string {
  if (value === null || value === undefined || value === '') return translate('resources.logs.changes.empty');
  if (typeof value === 'boolean') return translate(value ? 'resources.logs.changes.yes' : 'resources.logs.changes.no');
  if (Array.isArray(value)) return value.length === 0 ? translate('resources.logs.changes.empty') : value.map((item) => formatValue(item, translate)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Each changed field as "field: before → after", the field named as its resource's pages name it;
 * a secret only as "changed" (the server never records it).
 */
export function AuditChangesField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const changes = Object.entries(record.changes);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.logs.changes.none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {changes.map(([field, change]) => (
        <Typography component="li" variant="body2" key={field} sx={{ py: 0.25 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {translate(`resources.${record.target.type}s.fields.${field}`, { _: field })}
          </Box>
          {': '}
          {'changed' in change ? (
            translate('resources.logs.changes.secret')
          ) : (
            <>
              {formatValue(change.before, translate)}
              {' → '}
              {formatValue(change.after, translate)}
            </>
          )}
        </Typography>
      ))}
    </Box>
  );
}
