import { useRecordContext, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../components/use-current-user';
import type { UserRecord } from './user-record';

/** "alice", or "My profile" on the signed-in user's own page; "Edit alice" and "Edit my profile" on the form. */
export function UserTitle({ editing = false }: { editing?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const { userId } = useCurrentUser();
  const translate = useTranslate();
  const own = record?.id === userId;
  const title =
    record === undefined
      ? ''
      : editing
        ? own
          ? translate('resources.users.page.editProfile')
          : translate('resources.users.page.edit', { name: record.username })
        : own
          ? translate('resources.users.page.profile')
          : record.username;
  return <>{title}</>;
}
