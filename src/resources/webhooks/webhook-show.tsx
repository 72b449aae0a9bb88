import Box from '@mui/material/Box';
import { EditButton, TopToolbar, useRecordContext } from 'react-admin';
import { defineContractViews } from '../../components/contract-views';
import { LeaveOnTenantSwitch } from '../../features/tenant-context';
import { getWebhookEndpointResponse } from '../../generated/zod/webhooks/webhooks.zod';
import { DeleteWebhookButton } from './delete-webhook-button';
import { EnabledButton } from './enabled-button';
import { EventTypesField } from './event-types-field';
import { FailingBanner } from './failing-banner';
import { RotateSecretButton } from './rotate-secret-button';
import { SendTestButton } from './send-test-button';
import { WebhookDeliveries } from './webhook-deliveries';
import type { WebhookRecord } from './webhook-record';
import { WebhookStateField } from './webhook-state-field';
import { WebhookTitle } from './webhook-title';

/** The actions wrap onto a second line on a phone rather than push the page wider than the screen. */
const ACTIONS_SX = { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 } as const;

function Deliveries() {
  const record = useRecordContext<WebhookRecord>();
  return record ? <WebhookDeliveries endpointId={record.id} /> : null;
}

/**
 * One endpoint, declared from the contract's `WebhookEndpoint`: its fields, a banner when the
 * server disabled it, its actions (a test event, a new secret, enabling, editing, deleting) and its
 * deliveries below.
 */
const webhookShowViews = defineContractViews({
  name: 'webhooks',
  id: 'endpointId',
  list: getWebhookEndpointResponse.shape.data,
  fields: {
    url: {
      render: (endpoint) => (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {endpoint.url}
        </Box>
      ),
    },
    description: { render: (endpoint) => endpoint.description || '—' },
    eventTypes: { render: () => <EventTypesField /> },
    enabled: { render: () => <WebhookStateField /> },
  },
  views: {
    show: {
      title: <WebhookTitle />,
      fields: ['url', 'description', 'eventTypes', 'enabled', 'consecutiveFailures', 'createdAt', 'updatedAt'],
      actions: (
        <TopToolbar sx={ACTIONS_SX}>
          <SendTestButton />
          <RotateSecretButton />
          <EnabledButton />
          <EditButton />
          <DeleteWebhookButton />
        </TopToolbar>
      ),
      before: <FailingBanner />,
      after: <Deliveries />,
    },
  },
});

export default function WebhookShow() {
  // This endpoint belongs to the tenant the console acted in; the next one has its own list.
  return (
    <LeaveOnTenantSwitch resource="webhooks">
      <webhookShowViews.Show />
    </LeaveOnTenantSwitch>
  );
}
