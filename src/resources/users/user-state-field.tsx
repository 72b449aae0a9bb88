import { useRecordContext } from 'react-admin';
import { EnabledChip } from '../../components/enabled-chip';
import type { UserRecord } from './user-record';

/** Whether the user may sign in. */
export function UserStateField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return <EnabledChip enabled={record.enabled} enabledLabel="resources.users.states.enabled" disabledLabel="resources.users.states.disabled" />;
}
