import {
  Datagrid,
  EditButton,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/local-date-field';
import { BulkStatusButtons } from './bulk-status-buttons';
import { TenantNameLink } from './tenant-name-link';
import { TenantStatusButton } from './tenant-status-button';
import { TenantStatusField } from './tenant-status-field';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.tenants.filters.search')} />,
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
    <List filters={useFilters()} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkStatusButtons />}>
        <NumberField source="id" options={{ useGrouping: false }} />
        <TenantNameLink source="username" label="resources.tenants.fields.username" />
        <TenantStatusField label="resources.tenants.fields.enabled" source="enabled" />
        <NumberField source="domainsCount" />
        <LocalDateField source="createdAt" />
        <TenantStatusButton />
        <EditButton />
      </Datagrid>
    </List>
  );
}
