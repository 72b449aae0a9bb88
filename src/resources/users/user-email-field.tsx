import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from './user-record';

/**
 * The account's email address, and under it a new one waiting for the link mailed to it: the
 * account keeps the old one until then.
 */
export function UserEmailField(_props: { label?: string }) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2">{record.email ?? '—'}</Typography>
      {record.pendingEmail && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.values.pendingEmail', { email: record.pendingEmail })}
        </Typography>
      )}
    </>
  );
}
