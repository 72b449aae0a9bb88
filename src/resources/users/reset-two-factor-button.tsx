import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useResetUserTwoFactor } from '../../generated/endpoints/users/users';
import { isServiceAccount, type UserRecord } from './user-record';
import { ConfirmedActionButton } from '../../components/confirmed-action-button';

/**
 * Turns off the two-factor sign-in of the user in context, after a confirmation: for someone who
 * lost both their app and their recovery codes. Only for another user who has it on; refusals
 * reach the shared mutation handler, which shows the server's message.
 */
export function ResetTwoFactorButton({ currentUserId }: { currentUserId: number | undefined }) {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const reset = useResetUserTwoFactor();
  // One's own is turned off in Settings, with a code or the password (the server refuses it here).
  // A service account never has two-factor sign-in: it does not sign in.
  if (!record || !record.twoFactorEnabled || isServiceAccount(record) || record.id === currentUserId) return null;
  const name = record.username;

  return (
    <ConfirmedActionButton
      words="resources.users"
      action="resetTwoFactor"
      names={{ name }}
      icon={<PhonelinkEraseIcon />}
      busy={reset.isPending}
      confirmColor="warning"
      onConfirm={(settled) =>
        reset.mutate(
          { id: record.id },
          {
            onSettled: settled,
            onSuccess: () => {
              notify('resources.users.notifications.twoFactorReset', { type: 'success', messageArgs: { name } });
              refresh();
            },
          },
        )
      }
    />
  );
}
