import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Button, Confirm, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useResetUserPassword } from '../../generated/endpoints/users/users';
import { isServiceAccount, type UserRecord } from './user-record';
import { SecretDialog } from '../../components/secret-dialog';
import { useActingTenantLabel } from '../../components/use-acting-tenant-label';

/**
 * Gives the user in context a temporary password, after a confirmation, and shows it once.
 * Closing the dialog forgets it: the mutation's answer is cleared, not left in memory.
 */
export function ResetPasswordButton() {
  const tenant = useActingTenantLabel();
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  // Refusals reach the shared mutation handler, which shows the server's message.
  const reset = useResetUserPassword();
  // A service account has no password to reset (the server refuses it too).
  if (!record || isServiceAccount(record)) return null;
  const name = record.username;

  return (
    <>
      <Button label="resources.users.actions.resetPassword" onClick={() => setConfirming(true)} disabled={reset.isPending}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={reset.isPending}
        title="resources.users.confirm.resetTitle"
        titleTranslateOptions={{ name }}
        content="resources.users.confirm.resetContent"
        contentTranslateOptions={{ tenant }}
        confirmColor="primary"
        onConfirm={() =>
          reset.mutate(
            { id: record.id },
            {
              onSettled: () => setConfirming(false),
              // The user must now change their password: the page shows it.
              onSuccess: () => refresh(),
            },
          )
        }
        onClose={() => setConfirming(false)}
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
