import { BooleanInput, TextInput, type TextInputProps } from 'react-admin';
import { defineContractViews } from '../../components/contract-views';
import { createWebhookEndpointBody, getWebhookEndpointResponse } from '../../generated/zod/webhooks/webhooks.zod';
import { EventTypesInput } from './event-types-input';
import { useWebhookUrlHelp } from './use-webhook-url-help';
import { validateDescription, validateEventTypes, validateUrl } from './webhook-validation';

/** The URL's help says what this server accepts (public addresses only, or any). */
function WebhookUrlInput(props: TextInputProps) {
  const urlHelp = useWebhookUrlHelp();
  return <TextInput {...props} type="url" helperText={urlHelp} autoComplete="off" sx={{ maxWidth: 600 }} fullWidth />;
}

/**
 * The create and edit forms' inputs, declared from the contract's `WebhookEndpointCreate`: which
 * inputs there are, in its order, and what they check follow from it. Only what is special is ours:
 * the URL's help from the server's policy, the events as chips with their meanings, the checks'
 * wording, and a switch that says what "on" means ("Enabled", not the column's "State").
 */
const webhookForm = defineContractViews({
  name: 'webhooks',
  id: 'endpointId',
  list: getWebhookEndpointResponse.shape.data,
  input: createWebhookEndpointBody,
  fields: {
    url: { validate: validateUrl, input: <WebhookUrlInput source="url" /> },
    description: { validate: validateDescription, input: <TextInput source="description" multiline minRows={2} sx={{ maxWidth: 600 }} fullWidth /> },
    eventTypes: { validate: validateEventTypes, input: <EventTypesInput validate={validateEventTypes} /> },
    enabled: { label: 'resources.webhooks.states.enabled', input: <BooleanInput source="enabled" helperText="resources.webhooks.help.enabled" /> },
  },
});

const Inputs = webhookForm.Inputs;

/** The inputs of the create and edit forms: where to send, what for, which events, and whether to. */
export function WebhookInputs() {
  return Inputs ? <Inputs /> : null;
}
