import KeyIcon from '@mui/icons-material/Key';
import { useState } from 'react';
import { Button, Confirm, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useRotateWebhookSecret } from '../../generated/endpoints/webhooks/webhooks';
import { formatDateTime } from '../../lib/date-time-format';
import { SecretDialog } from '../../components/secret-dialog';
import type { WebhookRecord } from './webhook-record';
import { useActingTenantLabel } from '../../components/use-acting-tenant-label';

/**
 * Gives the endpoint in context a new signing secret, after a confirmation, and shows it once
 * with the time the old one stops signing. Closing the dialog forgets it.
 */
export function RotateSecretButton() {
  const tenant = useActingTenantLabel();
  const record = useRecordContext<WebhookRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [confirming, setConfirming] = useState(false);
  // Refusals reach the shared mutation handler, which shows the server's message.
  const rotate = useRotateWebhookSecret();
  if (!record) return null;
  const rotated = rotate.data;

  return (
    <>
      <Button label="resources.webhooks.actions.rotate" onClick={() => setConfirming(true)} disabled={rotate.isPending}>
        <KeyIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={rotate.isPending}
        title="resources.webhooks.confirm.rotateTitle"
        titleTranslateOptions={{ url: record.url }}
        content="resources.webhooks.confirm.rotateContent"
        contentTranslateOptions={{ tenant }}
        confirmColor="primary"
        onConfirm={() => rotate.mutate({ id: record.id }, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
      <SecretDialog
        secret={rotated?.secret}
        title={translate('resources.webhooks.secret.rotatedTitle')}
        text={translate('resources.webhooks.secret.rotatedText', {
          time: rotated ? formatDateTime(rotated.previousSecretExpiresAt, locale) : '',
        })}
        label={translate('resources.webhooks.secret.label')}
        onClose={() => rotate.reset()}
      />
    </>
  );
}
