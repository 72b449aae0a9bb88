import Typography from '@mui/material/Typography';
import { CreateButton, TopToolbar, useTranslate } from 'react-admin';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { defineContractViews } from '../../components/contract-views';
import { listWebhookEndpointsResponse } from '../../generated/zod/webhooks/webhooks.zod';
import { EventTypesField } from './event-types-field';
import { WebhookStateField } from './webhook-state-field';
import { WebhookUrlLink } from './webhook-url-link';

function Empty() {
  const translate = useTranslate();
  return (
    <Typography component="div" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {translate('resources.webhooks.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.webhooks.invite')}
      </Typography>
      <CreateButton variant="contained" />
    </Typography>
  );
}

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
      empty: <Empty />,
    },
  },
});

export default webhookListViews.List;
