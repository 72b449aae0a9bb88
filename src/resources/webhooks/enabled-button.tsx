import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Button, useRecordContext } from 'react-admin';
import type { WebhookRecord } from './webhook-record';
import { useSetWebhookEnabled } from './use-set-webhook-enabled';
import { ConfirmedActionButton } from '../../components/confirmed-action-button';

/** Enable at once, or Disable after a confirmation (events that happen meanwhile are not sent later). */
export function EnabledButton() {
  const record = useRecordContext<WebhookRecord>();
  const { setEnabled, isPending } = useSetWebhookEnabled(record);
  if (!record) return null;
  if (!record.enabled) {
    return (
      <Button label="resources.webhooks.actions.enable" onClick={() => setEnabled(true)} disabled={isPending}>
        <PlayCircleIcon />
      </Button>
    );
  }
  return (
    <ConfirmedActionButton
      words="resources.webhooks"
      action="disable"
      names={{ url: record.url }}
      icon={<PauseCircleIcon />}
      busy={isPending}
      onConfirm={(settled) => setEnabled(false, settled)}
    />
  );
}
