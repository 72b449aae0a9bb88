import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../../components/local-date-field';
import type { UserRecord } from './user-record';

/** When the user last signed in, or "Never". */
export function LastSignInField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.lastSignInAt === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.users.values.never')}
      </Typography>
    );
  }
  return <LocalDateField source="lastSignInAt" />;
}
