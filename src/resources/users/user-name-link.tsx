import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { KindChip } from './service-account-chip';
import { isServiceAccount, type UserRecord } from './user-record';

/**
 * The username as a real link to the user's page (keyboards, screen readers, new tabs), with
 * "You" beside the signed-in user's own row and "Service account" beside a program's.
 */
export function UserNameLink({ currentUserId }: { label?: string; source?: string; currentUserId: number | undefined }) {
  const record = useRecordContext<UserRecord>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Link
        to={createPath({ resource: 'users', id: record.id, type: 'show' })}
        // The row would navigate to the same page a second time.
        onClick={(event: MouseEvent) => event.stopPropagation()}
        underline="hover"
      >
        {record.username}
      </Link>
      {record.id === currentUserId && <Chip size="small" variant="outlined" label={translate('resources.users.badges.you')} />}
      {isServiceAccount(record) && <KindChip service />}
    </Stack>
  );
}
