import { BooleanInput, TextInput } from 'react-admin';
import { EventTypesInput } from './event-types-input';
import { useWebhookUrlHelp } from './use-webhook-url-help';
import { validateDescription, validateEventTypes, validateUrl } from './webhook-validation';

/** The inputs of the create and edit forms: where to send, what for, which events, and whether to. */
export function WebhookInputs() {
  const urlHelp = useWebhookUrlHelp();
  return (
    <>
      <TextInput source="url" type="url" validate={validateUrl} helperText={urlHelp} autoComplete="off" sx={{ maxWidth: 600 }} fullWidth />
      <TextInput source="description" validate={validateDescription} multiline minRows={2} sx={{ maxWidth: 600 }} fullWidth />
      <EventTypesInput validate={validateEventTypes} />
      {/* A switch says what "on" means: "Enabled", not the column's "State". */}
      <BooleanInput source="enabled" label="resources.webhooks.states.enabled" helperText="resources.webhooks.help.enabled" />
    </>
  );
}
