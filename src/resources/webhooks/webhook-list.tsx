import { CreateButton, TopToolbar } from 'react-admin';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { defineContractViews } from '../../components/contract-views';
import { EmptyListInvite } from '../../components/empty-list-invite';
import { listWebhookEndpointsResponse } from '../../generated/zod/webhooks/webhooks.zod';
import { EventTypesField } from './event-types-field';
import { WebhookStateField } from './webhook-state-field';
import { WebhookUrlLink } from './webhook-url-link';

/**
 * The acting tenant's webhook endpoints, oldest first, declared from the contract's
 * `WebhookEndpoint`: its URL (a link to its page), what it is for, its events as chips, its state in
 * words and its failures; one row each on a phone. A tenant has at most 20: one page holds them all.
 */
const webhookListViews = defineContractViews({
  name: 'webhooks',
  id: 'endpointId',
  list: listWebhookEndpointsResponse.shape.data.element,
  fields: {
    url: { render: () => <WebhookUrlLink /> },
    description: { render: (endpoint) => endpoint.description || '—' },
    eventTypes: { render: () => <EventTypesField /> },
    enabled: { render: () => <WebhookStateField /> },
  },
  views: {
    list: {
      title: <ActingTenantTitle withTenant="resources.webhooks.page.list" plain="resources.webhooks.page.listPlain" />,
      fields: ['url', 'description', 'eventTypes', 'enabled', 'consecutiveFailures'],
      rowClick: 'show',
      sortable: ['url', 'enabled', 'consecutiveFailures'],
      filters: [],
      sort: { field: 'endpointId', order: 'ASC' },
      perPage: 20,
      pagination: false,
      actions: (
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      ),
      empty: <EmptyListInvite resource="webhooks" />,
    },
  },
});

export default webhookListViews.List;
