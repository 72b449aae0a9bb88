import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { UserRecord } from './user-record';

/**
 * Deletes the user in context for good, after a confirmation. A refusal (the tenant's last
 * enabled owner) is shown once, by the shared mutation handler.
 */
export function DeleteUserButton() {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<UserRecord>();
  if (!record) return null;
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.users.confirm.deleteTitle"
        titleTranslateOptions={{ name: record.username }}
        content="resources.users.confirm.deleteContent"
        onConfirm={() =>
          remove(
            'users',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSettled: () => setOpen(false),
              onSuccess: () => {
                notify('resources.users.notifications.deleted', { type: 'success', messageArgs: { name: record.username } });
                redirect('list', 'users');
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
