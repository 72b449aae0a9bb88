import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { WRAP_LONG_TEXT } from '../../components/long-text';
import { PageHeading } from '../../components/page-heading';
import { LeaveOnTenantSwitch } from '../../features/tenant-context';
import { DeleteWebhookButton } from './delete-webhook-button';
import { toWebhookUpdate, type WebhookFormValues, type WebhookRecord } from './webhook-record';
import { WebhookInputs } from './webhook-inputs';
import { WebhookTitle } from './webhook-title';

const transform = (values: WebhookFormValues, options?: { previousData: WebhookRecord }) =>
  options ? toWebhookUpdate(values, options.previousData) : values;

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWebhookButton />
    </Toolbar>
  );
}

/** An endpoint's URL, description, events and state; only what changed is sent. */
function WebhookEditPage() {
  return (
    <Edit
      sx={WRAP_LONG_TEXT}
      title={<WebhookTitle editing />}
      mutationMode="pessimistic"
      transform={transform}
      redirect="show"
      // The shared mutation handler shows the error; field errors still land on their inputs.
      mutationOptions={{ onError: () => undefined }}
      actions={
        <TopToolbar>
          <ShowButton />
        </TopToolbar>
      }
    >
      <PageHeading>
        <WebhookTitle editing />
      </PageHeading>
      {/* Our messages, in the chosen language, rather than the browser's own bubble for type="url". */}
      <SimpleForm toolbar={<EditToolbar />} noValidate>
        <WebhookInputs />
      </SimpleForm>
    </Edit>
  );
}

export default function WebhookEdit() {
  // This endpoint belongs to the tenant the console acted in; the next one has its own list.
  return (
    <LeaveOnTenantSwitch resource="webhooks">
      <WebhookEditPage />
    </LeaveOnTenantSwitch>
  );
}
