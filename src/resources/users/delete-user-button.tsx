import { ConfirmedDeleteButton } from '../../components/confirmed-delete-button';
import type { UserRecord } from './user-record';

const namedBy = (user: UserRecord) => ({ name: user.username });

/** Deletes the user in context for good, after a confirmation (the tenant's last enabled owner is refused). */
export function DeleteUserButton() {
  return <ConfirmedDeleteButton<UserRecord> resource="users" namedBy={namedBy} />;
}
