import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useResetUserTwoFactor } from '../../generated/endpoints/users/users';
import { isServiceAccount, type UserRecord } from './user-record';
import { useActingTenantLabel } from '../../components/use-acting-tenant-label';

/**
 * Turns off the two-factor sign-in of the user in context, after a confirmation: for someone who
 * lost both their app and their recovery codes. Only for another user who has it on; refusals
 * reach the shared mutation handler, which shows the server's message.
 */
export function ResetTwoFactorButton({ currentUserId }: { currentUserId: number | undefined }) {
  const tenant = useActingTenantLabel();
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const reset = useResetUserTwoFactor();
  // One's own is turned off in Settings, with a code or the password (the server refuses it here).
  // A service account never has two-factor sign-in: it does not sign in.
  if (!record || !record.twoFactorEnabled || isServiceAccount(record) || record.id === currentUserId) return null;
  const name = record.username;

  return (
    <>
      <Button label="resources.users.actions.resetTwoFactor" onClick={() => setConfirming(true)} disabled={reset.isPending}>
        <PhonelinkEraseIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={reset.isPending}
        title="resources.users.confirm.resetTwoFactorTitle"
        titleTranslateOptions={{ name }}
        content="resources.users.confirm.resetTwoFactorContent"
        contentTranslateOptions={{ tenant }}
        confirmColor="warning"
        onConfirm={() =>
          reset.mutate(
            { id: record.id },
            {
              onSettled: () => setConfirming(false),
              onSuccess: () => {
                notify('resources.users.notifications.twoFactorReset', { type: 'success', messageArgs: { name } });
                refresh();
              },
            },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
