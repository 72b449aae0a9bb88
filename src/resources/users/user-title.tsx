import { useRecordContext, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../components/use-current-user';
import { useDocumentTitle } from '../../components/use-document-title';
import type { UserRecord } from './user-record';

/** "alice", or "My profile" on the signed-in user's own page. */
export function UserTitle() {
  const record = useRecordContext<UserRecord>();
  const { userId } = useCurrentUser();
  const translate = useTranslate();
  const title = record === undefined ? '' : record.id === userId ? translate('resources.users.page.profile') : record.username;
  useDocumentTitle(title || translate('resources.users.page.listPlain'));
  return <>{title}</>;
}
