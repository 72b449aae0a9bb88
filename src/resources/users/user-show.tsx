import { PageHeading } from '../../components/page-heading';
import Typography from '@mui/material/Typography';
import {
  EditButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/local-date-field';
import { useCurrentUser } from '../../components/use-current-user';
import { useOnTenantSwitch } from '../../features/tenant-context';
import { LastSignInField } from './last-sign-in-field';
import { ResetPasswordButton } from './reset-password-button';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import type { UserRecord } from './user-record';
import { UserRoleField } from './user-role-field';
import { UserStateField } from './user-state-field';
import { UserTitle } from './user-title';
import { WRAP_LONG_TEXT } from '../../components/long-text';

/** A yes/no fact about the user, in words (the layout labels it from `source`). */
function FlagField({ source, yes, no }: { source: 'mustChangePassword' | 'twoFactorEnabled'; yes: string; no: string }) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Typography variant="body2">{translate(record[source] ? yes : no)}</Typography>;
}

export default function UserShow() {
  const { access, userId } = useCurrentUser();
  const redirect = useRedirect();
  // This user belongs to the tenant the console acted in; the next one has its own list.
  useOnTenantSwitch(() => redirect('list', 'users'));
  const manager = access === 'manage';
  return (
    <Show
      sx={WRAP_LONG_TEXT}
      title={<UserTitle />}
      actions={
        <TopToolbar>
          {manager && <ResetPasswordButton />}
          {manager && <ResetTwoFactorButton currentUserId={userId} />}
          <EditButton />
        </TopToolbar>
      }
    >
      <PageHeading>
        <UserTitle />
      </PageHeading>
      <SimpleShowLayout>
        <NumberField source="id" options={{ useGrouping: false }} />
        <TextField source="username" />
        <TextField source="displayName" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <UserRoleField label="resources.users.fields.role" />
        <UserStateField label="resources.users.fields.enabled" />
        <FlagField source="mustChangePassword" yes="resources.users.values.mustChange" no="resources.users.values.upToDate" />
        <FlagField source="twoFactorEnabled" yes="resources.users.values.on" no="resources.users.values.off" />
        <LastSignInField label="resources.users.fields.lastSignInAt" />
        <LocalDateField source="createdAt" />
        <LocalDateField source="updatedAt" />
      </SimpleShowLayout>
    </Show>
  );
}
