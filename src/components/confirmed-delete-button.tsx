import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect, type RaRecord } from 'react-admin';
import { useActingTenantLabel } from './use-acting-tenant-label';

export interface ConfirmedDeleteButtonProps<Record extends RaRecord> {
  resource: string;
  /** What the confirmation and the notice name the record by, e.g. `{ name: record.username }`. */
  namedBy: (record: Record) => { [key: string]: string };
}

/**
 * Deletes the record in context for good, after a confirmation that names it, then goes back to
 * the list. Its words are the resource's `confirm.deleteTitle`, `confirm.deleteContent` and
 * `notifications.deleted`; a refusal is shown once, by the shared mutation handler.
 */
export function ConfirmedDeleteButton<Record extends RaRecord>({ resource, namedBy }: ConfirmedDeleteButtonProps<Record>) {
  const tenant = useActingTenantLabel();
  const record = useRecordContext<Record>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<Record>();
  if (!record) return null;
  const names = namedBy(record);
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.${resource}.confirm.deleteTitle`}
        titleTranslateOptions={names}
        content={`resources.${resource}.confirm.deleteContent`}
        contentTranslateOptions={{ tenant }}
        onConfirm={() =>
          remove(
            resource,
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSettled: () => setOpen(false),
              onSuccess: () => {
                notify(`resources.${resource}.notifications.deleted`, { type: 'success', messageArgs: names });
                redirect('list', resource);
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
