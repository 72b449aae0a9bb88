import Typography from '@mui/material/Typography';
import { CreateButton, Datagrid, List, NumberField, SimpleList, TextField, TopToolbar, useTranslate } from 'react-admin';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { IsolatedParts } from '../../components/isolated-parts';
import { SCROLL_WIDE_TABLE, WRAP_LONG_TEXT } from '../../components/long-text';
import { PageHeading } from '../../components/page-heading';
import { usePhone } from '../../components/use-phone';
import { EventTypesField } from './event-types-field';
import type { WebhookRecord } from './webhook-record';
import { WebhookStateField } from './webhook-state-field';
import { WebhookUrlLink } from './webhook-url-link';

/** A tenant has at most 20 endpoints: one page holds them all. */
const PER_PAGE = 20;

function stateOf(record: WebhookRecord): string {
  if (record.enabled) return 'resources.webhooks.states.enabled';
  return record.disabledReason === 'failing' ? 'resources.webhooks.states.failing' : 'resources.webhooks.states.disabled';
}

/** On a phone: one line per endpoint, its URL, then its state and events, opening its page. */
function WebhookPhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<WebhookRecord>
      primaryText={(record) => record.url}
      secondaryText={(record) => <IsolatedParts parts={[translate(stateOf(record)), record.eventTypes.join(' '), record.description]} />}
      rowClick="show"
    />
  );
}

function WebhookTable() {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false} sx={SCROLL_WIDE_TABLE}>
      <WebhookUrlLink source="url" label="resources.webhooks.fields.url" />
      <TextField source="description" emptyText="—" sortable={false} />
      <EventTypesField label="resources.webhooks.fields.eventTypes" sortable={false} />
      <WebhookStateField source="enabled" label="resources.webhooks.fields.enabled" />
      <NumberField source="consecutiveFailures" />
    </Datagrid>
  );
}

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

/** The acting tenant's webhook endpoints, oldest first. */
export default function WebhookList() {
  const phone = usePhone();
  const title = <ActingTenantTitle withTenant="resources.webhooks.page.list" plain="resources.webhooks.page.listPlain" />;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <List
        disableAuthentication
        title={title}
        perPage={PER_PAGE}
        pagination={false}
        sort={{ field: 'id', order: 'ASC' }}
        empty={<Empty />}
        actions={
          <TopToolbar>
            <CreateButton />
          </TopToolbar>
        }
        sx={WRAP_LONG_TEXT}
      >
        {phone ? <WebhookPhoneList /> : <WebhookTable />}
      </List>
    </>
  );
}
