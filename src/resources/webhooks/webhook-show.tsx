import {
  EditButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { LocalDateField } from '../../components/local-date-field';
import { WRAP_LONG_TEXT } from '../../components/long-text';
import { PageHeading } from '../../components/page-heading';
import { LeaveOnTenantSwitch } from '../../features/tenant-context';
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

/**
 * The page keeps the screen's width: the deliveries' table scrolls inside its own box. (A flex
 * item is as wide as its widest content unless told otherwise, and the table is wider than a phone.)
 */
const PAGE_SX = { ...WRAP_LONG_TEXT, '& .RaShow-main, & .RaShow-card': { minWidth: 0 } } as const;

function Deliveries() {
  const record = useRecordContext<WebhookRecord>();
  return record ? <WebhookDeliveries endpointId={record.id} /> : null;
}

/** One endpoint: its fields and actions, a banner when the server disabled it, and its deliveries. */
function WebhookShowPage() {
  return (
    <Show
      sx={PAGE_SX}
      title={<WebhookTitle />}
      actions={
        <TopToolbar sx={ACTIONS_SX}>
          <SendTestButton />
          <RotateSecretButton />
          <EnabledButton />
          <EditButton />
          <DeleteWebhookButton />
        </TopToolbar>
      }
    >
      <PageHeading>
        <WebhookTitle />
      </PageHeading>
      <SimpleShowLayout>
        <FailingBanner />
        <TextField source="url" sx={{ fontFamily: 'monospace' }} />
        <TextField source="description" emptyText="—" />
        <EventTypesField label="resources.webhooks.fields.eventTypes" />
        <WebhookStateField label="resources.webhooks.fields.enabled" />
        <NumberField source="consecutiveFailures" />
        <LocalDateField source="createdAt" />
        <LocalDateField source="updatedAt" />
      </SimpleShowLayout>
      <Deliveries />
    </Show>
  );
}

export default function WebhookShow() {
  // This endpoint belongs to the tenant the console acted in; the next one has its own list.
  return (
    <LeaveOnTenantSwitch resource="webhooks">
      <WebhookShowPage />
    </LeaveOnTenantSwitch>
  );
}
