import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useRedirect, type RaRecord } from 'react-admin';
import { ConfirmedActionButton } from './confirmed-action-button';

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
  const record = useRecordContext<Record>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [remove, { isPending }] = useDelete<Record>();
  if (!record) return null;
  const names = namedBy(record);
  return (
    <ConfirmedActionButton
      words={`resources.${resource}`}
      action="delete"
      label="ra.action.delete"
      names={names}
      icon={<DeleteIcon />}
      color="error"
      busy={isPending}
      onConfirm={(settled) =>
        remove(
          resource,
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSettled: settled,
            onSuccess: () => {
              notify(`resources.${resource}.notifications.deleted`, { type: 'success', messageArgs: names });
              redirect('list', resource);
            },
          },
        )
      }
    />
  );
}
