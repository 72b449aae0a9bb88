import LockResetIcon from '@mui/icons-material/LockReset';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useResetUserPassword } from '../../generated/endpoints/users/users';
import { isServiceAccount, type UserRecord } from './user-record';
import { ConfirmedActionButton } from '../../components/confirmed-action-button';
import { SecretDialog } from '../../components/secret-dialog';

/**
 * Gives the user in context a temporary password, after a confirmation, and shows it once.
 * Closing the dialog forgets it: the mutation's answer is cleared, not left in memory.
 */
export function ResetPasswordButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  // Refusals reach the shared mutation handler, which shows the server's message.
  const reset = useResetUserPassword();
  // A service account has no password to reset (the server refuses it too).
  if (!record || isServiceAccount(record)) return null;
  const name = record.username;

  return (
    <>
      <ConfirmedActionButton
        words="resources.users"
        action="resetPassword"
        names={{ name }}
        icon={<LockResetIcon />}
        busy={reset.isPending}
        confirmColor="primary"
        // The user must now change their password: the page shows it.
        onConfirm={(settled) => reset.mutate({ id: record.id }, { onSettled: settled, onSuccess: () => refresh() })}
      />
      <SecretDialog
        secret={reset.data?.temporaryPassword}
        title={translate('resources.users.secret.resetTitle', { name })}
        text={translate('resources.users.secret.resetText')}
        onClose={() => reset.reset()}
      />
    </>
  );
}
