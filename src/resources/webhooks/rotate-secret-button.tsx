import KeyIcon from '@mui/icons-material/Key';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useRotateWebhookSecret } from '../../generated/endpoints/webhooks/webhooks';
import { formatDateTime } from '../../lib/date-time-format';
import { ConfirmedActionButton } from '../../components/confirmed-action-button';
import { SecretDialog } from '../../components/secret-dialog';
import type { WebhookRecord } from './webhook-record';

/**
 * Gives the endpoint in context a new signing secret, after a confirmation, and shows it once
 * with the time the old one stops signing. Closing the dialog forgets it.
 */
export function RotateSecretButton() {
  const record = useRecordContext<WebhookRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Refusals reach the shared mutation handler, which shows the server's message.
  const rotate = useRotateWebhookSecret();
  if (!record) return null;
  const rotated = rotate.data;

  return (
    <>
      <ConfirmedActionButton
        words="resources.webhooks"
        action="rotate"
        names={{ url: record.url }}
        icon={<KeyIcon />}
        busy={rotate.isPending}
        confirmColor="primary"
        onConfirm={(settled) => rotate.mutate({ id: record.id }, { onSettled: settled })}
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
