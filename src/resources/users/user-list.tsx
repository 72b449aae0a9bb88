import {
  CreateButton,
  Datagrid,
  DatagridBody,
  EditButton,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
  useUnselectAll,
  type RaRecord,
} from 'react-admin';
import { IdField } from '../../components/id-field';
import { IsolatedParts } from '../../components/isolated-parts';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { LocalDateField } from '../../components/local-date-field';
import { useCurrentUser } from '../../components/use-current-user';
import { useOnTenantSwitch } from '../../features/tenant-context';
import { useActingTenantLabel } from '../../components/use-acting-tenant-label';
import { Role, UserKind } from '../../generated/model';
import { InviteButton } from '../../features/invitations/invite-button';
import { InviteFromFileButton } from '../../features/invitations/invite-from-file-button';
import { NewServiceAccountButton } from './new-service-account-button';
import { PendingInvitations } from './pending-invitations';
import { BulkDisableButton } from './bulk-disable-button';
import { LastSignInField } from './last-sign-in-field';
import { TwoFactorField } from './two-factor-field';
import { UserNameLink } from './user-name-link';
import { FIRST_LIST_PAGE } from './user-queries';
import { UserRoleField } from './user-role-field';
import { UserStateField } from './user-state-field';
import { ListSearchInput } from '../../components/list-search-input';
import { PageHeading } from '../../components/page-heading';
import { SCROLL_WIDE_TABLE, WRAP_LONG_TEXT } from '../../components/long-text';
import { NamedSelectionRow } from '../../components/named-selection-row';
import { usePhone } from '../../components/use-phone';
import { isServiceAccount, type UserRecord } from './user-record';

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
    <SelectInput
      key="kind"
      source="kind"
      label="resources.users.filters.kind"
      alwaysOn
      emptyText="resources.users.kinds.all"
      choices={Object.values(UserKind).map((kind) => ({ id: kind, name: `resources.users.kindFilter.${kind}` }))}
    />,
  ];
}

const userName = (record: RaRecord) => String(record['username']);

/** On a phone: one line per user, their name, role and state, opening their page. */
function UserPhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<UserRecord>
      primaryText={(record) => record.username}
      // Below the name, not beside it: a 64-character name takes the whole line.
      secondaryText={(record) => (
        <IsolatedParts
          parts={[
            isServiceAccount(record) && translate('resources.users.badges.service'),
            translate(`resources.users.roles.${record.role}`),
            translate(record.enabled ? 'resources.users.states.enabled' : 'resources.users.states.disabled'),
            record.displayName,
            record.email,
          ]}
        />
      )}
      rowClick="show"
    />
  );
}

function UserTable({ userId }: { userId: number | undefined }) {
  return (
    <Datagrid
      rowClick="show"
      bulkActionButtons={<BulkDisableButton />}
      body={<DatagridBody row={<NamedSelectionRow selectLabel="resources.users.actions.select" nameOf={userName} />} />}
      sx={SCROLL_WIDE_TABLE}
    >
      <IdField source="id" />
      <UserNameLink source="username" label="resources.users.fields.username" currentUserId={userId} />
      {/* The server sorts by indexed columns only; display name and email are not among them. */}
      <TextField source="displayName" sortable={false} />
      <TextField source="email" sortable={false} emptyText="—" />
      <UserRoleField source="role" label="resources.users.fields.role" />
      <UserStateField source="enabled" label="resources.users.fields.enabled" />
      <TwoFactorField source="twoFactorEnabled" label="resources.users.fields.twoFactorEnabled" sortable={false} />
      <LastSignInField source="lastSignInAt" label="resources.users.fields.lastSignInAt" />
      <LocalDateField source="createdAt" />
      <EditButton />
    </Datagrid>
  );
}

/** The acting tenant's users, paged, sorted and searched on the server. */
export default function UserList() {
  const { userId, access } = useCurrentUser();
  const tenantLabel = useActingTenantLabel();
  const unselectAll = useUnselectAll('users');
  const phone = usePhone();
  // Ids selected in one tenant mean other users, or none, in the next.
  useOnTenantSwitch(unselectAll);
  const title = <ActingTenantTitle withTenant="resources.users.page.list" plain="resources.users.page.listPlain" />;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <List
        // The layout checks the session for every page; the list's own check would hold back its
        // first page for one more render.
        disableAuthentication
        title={title}
        filters={useFilters()}
        sort={FIRST_LIST_PAGE.sort}
        perPage={FIRST_LIST_PAGE.pagination.perPage}
        actions={
          <TopToolbar>
            <CreateButton />
            {access === 'manage' && <InviteButton tenant={tenantLabel} />}
            {access === 'manage' && <InviteFromFileButton tenant={tenantLabel} />}
            {access === 'manage' && <NewServiceAccountButton />}
          </TopToolbar>
        }
        sx={WRAP_LONG_TEXT}
      >
        {phone ? <UserPhoneList /> : <UserTable userId={userId} />}
      </List>
      {access === 'manage' && <PendingInvitations />}
    </>
  );
}
