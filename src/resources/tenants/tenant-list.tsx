import {
  Datagrid,
  EditButton,
  List,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { IdField } from '../../components/id-field';
import { LocalDateField } from '../../components/local-date-field';
import { TenantExportButton } from './tenant-export-button';
import { FIRST_LIST_PAGE } from './tenant-queries';
import { BulkStatusButtons } from './bulk-status-buttons';
import { DomainsCountField } from './domains-count-field';
import { TenantNameLink } from './tenant-name-link';
import { TenantStatusButton } from './tenant-status-button';
import { TenantStatusField } from './tenant-status-field';
import { ListSearchInput } from '../../components/list-search-input';

function useFilters() {
  const translate = useTranslate();
  return [
    <ListSearchInput key="q" source="q" alwaysOn placeholder={translate('resources.tenants.filters.search')} />,
    <SelectInput
      key="enabled"
      source="enabled"
      label="resources.tenants.filters.status"
      alwaysOn
      choices={[
        { id: 'true', name: 'resources.tenants.filters.enabled' },
        { id: 'false', name: 'resources.tenants.filters.disabled' },
      ]}
    />,
  ];
}

export default function TenantList() {
  return (
    <List
      // The layout checks the session for every page; the list's own check would hold back rows
      // already in the cache until a second render.
      disableAuthentication
      filters={useFilters()}
      sort={FIRST_LIST_PAGE.sort}
      perPage={FIRST_LIST_PAGE.pagination.perPage}
      actions={
        <TopToolbar>
          <TenantExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkStatusButtons />}>
        <IdField source="id" />
        <TenantNameLink source="username" label="resources.tenants.fields.username" />
        <TenantStatusField label="resources.tenants.fields.enabled" source="enabled" />
        {/* The server sorts by indexed columns only (DESIGN §8); the count of domains is not one. */}
        <DomainsCountField source="domainsCount" label="resources.tenants.fields.domainsCount" sortable={false} />
        <LocalDateField source="createdAt" />
        <TenantStatusButton />
        <EditButton />
      </Datagrid>
    </List>
  );
}
