import {
  CreateButton,
  Datagrid,
  EditButton,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { IdField } from '../../components/id-field';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { LocalDateField } from '../../components/local-date-field';
import { useCurrentUser } from '../../components/use-current-user';
import { useOnTenantSwitch } from '../../components/use-on-tenant-switch';
import { Role } from '../../generated/model';
import { BulkDisableButton } from './bulk-disable-button';
import { LastSignInField } from './last-sign-in-field';
import { TwoFactorField } from './two-factor-field';
import { UserNameLink } from './user-name-link';
import { FIRST_LIST_PAGE } from './user-queries';
import { UserRoleField } from './user-role-field';
import { UserStateField } from './user-state-field';
import { ListSearchInput } from '../../components/list-search-input';

function useFilters() {
  const translate = useTranslate();
  return [
    <ListSearchInput key="q" source="q" alwaysOn placeholder={translate('resources.users.filters.search')} />,
    <SelectInput
      key="role"
      source="role"
      label="resources.users.filters.role"
      alwaysOn
      choices={Object.values(Role).map((role) => ({ id: role, name: `resources.users.roles.${role}` }))}
    />,
    <SelectInput
      key="enabled"
      source="enabled"
      label="resources.users.filters.state"
      alwaysOn
      choices={[
        { id: 'true', name: 'resources.users.states.enabled' },
        { id: 'false', name: 'resources.users.states.disabled' },
      ]}
    />,
  ];
}

/** The acting tenant's users, paged, sorted and searched on the server. */
export default function UserList() {
  const { userId } = useCurrentUser();
  const unselectAll = useUnselectAll('users');
  // Ids selected in one tenant mean other users, or none, in the next.
  useOnTenantSwitch(unselectAll);
  return (
    <List
      // The layout checks the session for every page; the list's own check would hold back its
      // first page for one more render.
      disableAuthentication
      title={<ActingTenantTitle withTenant="resources.users.page.list" plain="resources.users.page.listPlain" />}
      filters={useFilters()}
      sort={FIRST_LIST_PAGE.sort}
      perPage={FIRST_LIST_PAGE.pagination.perPage}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkDisableButton />}>
        <IdField source="id" />
        <UserNameLink source="username" label="resources.users.fields.username" currentUserId={userId} />
        {/* The server sorts by indexed columns only (DESIGN §8). */}
        <TextField source="displayName" sortable={false} />
        <TextField source="email" sortable={false} emptyText="—" />
        <UserRoleField source="role" label="resources.users.fields.role" />
        <UserStateField source="enabled" label="resources.users.fields.enabled" />
        <TwoFactorField source="twoFactorEnabled" label="resources.users.fields.twoFactorEnabled" sortable={false} />
        <LastSignInField source="lastSignInAt" label="resources.users.fields.lastSignInAt" />
        <LocalDateField source="createdAt" />
        <EditButton />
      </Datagrid>
    </List>
  );
}
