import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from './user-record';

/** The role as a chip (owner stands out), and administrators marked as such. */
export function UserRoleField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      <Chip
        size="small"
        variant={record.role === 'owner' ? 'filled' : 'outlined'}
        color={record.role === 'owner' ? 'primary' : 'default'}
        label={translate(`resources.users.roles.${record.role}`)}
      />
      {record.isAdmin && (
        <Chip size="small" variant="outlined" color="secondary" icon={<AdminPanelSettingsIcon />} label={translate('resources.users.badges.admin')} />
      )}
    </Stack>
  );
}
