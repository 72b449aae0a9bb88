import type { WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointUpdate } from '../../generated/model';

/** A webhook endpoint as react-admin holds it: the contract's endpoint with an `id`. */
export interface WebhookRecord extends WebhookEndpoint {
  id: number;
}

/** What the create and edit forms hold. */
export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

/**
 * What `dataProvider.create('webhooks', …)` takes in `meta`: the signing secret is handed here,
 * never cached. (A type, not an interface: react-admin's `meta` is a record of unknowns.)
 */
export type WebhookCreateMeta = {
  onSecret?: (secret: string) => void;
};

export function toWebhookRecord(endpoint: WebhookEndpoint): WebhookRecord {
  return { ...endpoint, id: endpoint.endpointId };
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The new endpoint as the contract wants it: an empty description left out. */
export function toWebhookCreate(values: Partial<WebhookFormValues>): WebhookEndpointCreate {
  const create: WebhookEndpointCreate = { url: text(values.url), eventTypes: values.eventTypes ?? [], enabled: values.enabled ?? true };
  if (text(values.description) !== '') create.description = text(values.description);
  return create;
}

const sameTypes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((type, index) => type === b[index]);

/** Only the fields that differ, so an unchanged URL is not checked again (nor audited). */
export function toWebhookUpdate(values: Partial<WebhookFormValues>, previous: WebhookRecord): WebhookEndpointUpdate {
  const update: WebhookEndpointUpdate = {};
  if (values.url !== undefined && text(values.url) !== previous.url) update.url = text(values.url);
  if (values.description !== undefined && text(values.description) !== previous.description) update.description = text(values.description);
  if (values.eventTypes !== undefined && !sameTypes(values.eventTypes, previous.eventTypes)) update.eventTypes = values.eventTypes;
  if (values.enabled !== undefined && values.enabled !== previous.enabled) update.enabled = values.enabled;
  return update;
}
