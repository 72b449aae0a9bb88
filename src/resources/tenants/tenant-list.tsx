import {
  CreateButton,
  TopToolbar,
  useLocale,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { IdField } from '../../components/id-field';
import { LocalDateField } from '../../components/local-date-field';
import { AttributeFilters, attributeColumns, useListedAttributes } from './tenant-attribute-columns';
import { TenantExportButton } from './tenant-export-button';
import { FIRST_LIST_PAGE } from './tenant-queries';
import { BulkStatusButtons } from './bulk-status-buttons';
import { DomainsCountField } from './domains-count-field';
import { TenantNameLink } from './tenant-name-link';
import { TenantStatusButton } from './tenant-status-button';
import { TenantEditButton } from './tenant-edit-button';
import { stateLabel, TenantStateField } from './tenant-state-field';
import { TENANT_STATES } from './tenant-state';
import { WaitingSignUpsFilter } from './waiting-sign-ups-filter';
import { LightList } from '../../components/light-list/light-list';
import { ListSearchFilter } from '../../components/light-list/list-search-filter';
import { ListSelectFilter } from '../../components/light-list/list-select-filter';
import { PageHeading } from '../../components/page-heading';
import { WRAP_LONG_TEXT } from '../../components/long-text';
import { LightDatagrid } from '../../components/light-list/light-datagrid';
import { LightSimpleList } from '../../components/light-list/light-simple-list';
import { usePhone } from '../../components/use-phone';
import type { TenantRecord } from './tenant-record';

const STATE_CHOICES = TENANT_STATES.map((state) => ({ id: state, name: `resources.tenants.state.${state}` }));

function TenantFilters() {
  const translate = useTranslate();
  return (
    <>
      <ListSearchFilter placeholder={translate('resources.tenants.filters.search')} />
      {/* Deleted tenants are listed only when this asks for them. */}
      <ListSelectFilter source="state" label="resources.tenants.filters.status" choices={STATE_CHOICES} />
      <AttributeFilters />
    </>
  );
}

const tenantName = (record: RaRecord) => String(record['username']);

/** On a phone: one line per tenant, its name, state and domains, opening its page. */
function TenantPhoneList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <LightSimpleList<TenantRecord>
      primaryText={(record) => record.username}
      secondaryText={(record) =>
        `${stateLabel(record, translate, locale)} · ${translate(
          'resources.tenants.list.domains',
          { smart_count: record.domainsCount },
        )}`
      }
      tertiaryText={(record) => `#${record.id}`}
      rowClick="show"
    />
  );
}

function TenantTable() {
  const language = useLocale();
  const listed = useListedAttributes();
  return (
    <LightDatagrid rowClick="show" bulkActionButtons={<BulkStatusButtons />} selectLabel="resources.tenants.actions.select" nameOf={tenantName}>
      <IdField source="id" />
      <TenantNameLink source="username" label="resources.tenants.fields.username" />
      <TenantStateField label="resources.tenants.fields.enabled" source="enabled" />
      {/* The server sorts by indexed columns only; the count of domains is not one. */}
      <DomainsCountField source="domainsCount" label="resources.tenants.fields.domainsCount" sortable={false} />
      {attributeColumns(listed, language)}
      <LocalDateField source="createdAt" />
      <TenantStatusButton />
      <TenantEditButton />
    </LightDatagrid>
  );
}

export default function TenantList() {
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <>
      <PageHeading>{translate('resources.tenants.name', { smart_count: 2 })}</PageHeading>
      <LightList
        // The layout checks the session for every page; the list's own check would hold back rows
        // already in the cache until a second render.
        disableAuthentication
        filters={<TenantFilters />}
        sort={FIRST_LIST_PAGE.sort}
        perPage={FIRST_LIST_PAGE.pagination.perPage}
        actions={
          <TopToolbar>
            <WaitingSignUpsFilter />
            <CreateButton label="resources.tenants.actions.create" />
            <TenantExportButton />
          </TopToolbar>
        }
        sx={WRAP_LONG_TEXT}
      >
        {phone ? <TenantPhoneList /> : <TenantTable />}
      </LightList>
    </>
  );
}
