import { required, type Validator } from 'react-admin';
import {
  createWebhookEndpointBody,
  createWebhookEndpointBodyDescriptionMax,
  createWebhookEndpointBodyEventTypesItemRegExp,
  createWebhookEndpointBodyEventTypesMax,
  createWebhookEndpointBodyEventTypesItemMax,
} from '../../generated/zod/webhooks/webhooks.zod';
import { matchesSchema } from '../../lib/schema-validator';

// The rules are the contract's, through its generated zod schemas; only the wording is ours. Whether
// the address is public is for the server to say (it resolves it): its refusal lands at the input.
export const validateUrl = [required(), matchesSchema(createWebhookEndpointBody.shape.url, 'resources.webhooks.validation.url')];

export const validateDescription = [
  matchesSchema(createWebhookEndpointBody.shape.description.unwrap(), {
    message: 'ra.validation.maxLength',
    args: { max: createWebhookEndpointBodyDescriptionMax },
  }),
];

/** One event type as the contract takes it: `*`, a group `user.*`, or an action `user.created`. */
export function isEventType(value: string): boolean {
  return value.length <= createWebhookEndpointBodyEventTypesItemMax && createWebhookEndpointBodyEventTypesItemRegExp.test(value);
}

const eventTypes: Validator = (value: unknown) => {
  const types = Array.isArray(value) ? (value as string[]) : [];
  if (types.length === 0) return 'resources.webhooks.validation.eventTypesRequired';
  if (types.length > createWebhookEndpointBodyEventTypesMax) {
    return { message: 'resources.webhooks.validation.eventTypesMax', args: { max: createWebhookEndpointBodyEventTypesMax } };
  }
  const wrong = types.find((type) => !isEventType(type));
  return wrong === undefined ? undefined : { message: 'resources.webhooks.validation.eventType', args: { value: wrong } };
};

export const validateEventTypes = [eventTypes];
