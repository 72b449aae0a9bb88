import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { WebhookRecord } from './webhook-record';

/** Deletes the endpoint in context for good, after a confirmation naming its URL. */
export function DeleteWebhookButton() {
  const record = useRecordContext<WebhookRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<WebhookRecord>();
  if (!record) return null;
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.webhooks.confirm.deleteTitle"
        titleTranslateOptions={{ url: record.url }}
        content="resources.webhooks.confirm.deleteContent"
        onConfirm={() =>
          remove(
            'webhooks',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSettled: () => setOpen(false),
              onSuccess: () => {
                notify('resources.webhooks.notifications.deleted', { type: 'success', messageArgs: { url: record.url } });
                redirect('list', 'webhooks');
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
