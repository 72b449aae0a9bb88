import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from './user-record';

/** Whether signing in asks the user for a one-time code: On or Off, in words. */
export function TwoFactorField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const on = record.twoFactorEnabled;
  return (
    <Typography variant="body2" color={on ? 'text.primary' : 'text.secondary'}>
      {translate(on ? 'resources.users.values.on' : 'resources.users.values.off')}
    </Typography>
  );
}
