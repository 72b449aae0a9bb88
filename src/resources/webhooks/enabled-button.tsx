import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { useState } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import type { WebhookRecord } from './webhook-record';
import { useSetWebhookEnabled } from './use-set-webhook-enabled';
import { useActingTenantLabel } from '../../components/use-acting-tenant-label';

/** Enable at once, or Disable after a confirmation (events that happen meanwhile are not sent later). */
export function EnabledButton() {
  const tenant = useActingTenantLabel();
  const record = useRecordContext<WebhookRecord>();
  const { setEnabled, isPending } = useSetWebhookEnabled(record);
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  if (!record.enabled) {
    return (
      <Button label="resources.webhooks.actions.enable" onClick={() => setEnabled(true)} disabled={isPending}>
        <PlayCircleIcon />
      </Button>
    );
  }
  return (
    <>
      <Button label="resources.webhooks.actions.disable" onClick={() => setConfirming(true)} disabled={isPending}>
        <PauseCircleIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.webhooks.confirm.disableTitle"
        titleTranslateOptions={{ url: record.url }}
        content="resources.webhooks.confirm.disableContent"
        contentTranslateOptions={{ tenant }}
        onConfirm={() => setEnabled(false, () => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
