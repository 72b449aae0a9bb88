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
  useTranslate,
} from 'react-admin';
import Box from '@mui/material/Box';
import { LocalDateField } from '../../components/local-date-field';
import { useCurrentUser } from '../../components/use-current-user';
import { ApiTokensSection } from '../../features/api-tokens';
import { useActingTenantLabel } from '../../components/use-acting-tenant-label';
import { LeaveOnTenantSwitch } from '../../features/tenant-context';
import { LastSignInField } from './last-sign-in-field';
import { ResetPasswordButton } from './reset-password-button';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { KindChip } from './service-account-chip';
import { isServiceAccount, type UserRecord } from './user-record';
import { UserEmailField } from './user-email-field';
import { UserRoleField } from './user-role-field';
import { UserStateField } from './user-state-field';
import { UserTitle } from './user-title';
import { WRAP_LONG_TEXT } from '../../components/long-text';
import { NotWhileActing } from '../../components/not-while-acting';
import { useActingSession } from '../../components/use-acting-session';
import { ActAsOwnerButton } from './act-as-owner-button';

/** A yes/no fact about the user, in words (the layout labels it from `source`). */
function FlagField({ source, yes, no }: { source: 'mustChangePassword' | 'twoFactorEnabled'; yes: string; no: string }) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Typography variant="body2">{translate(record[source] ? yes : no)}</Typography>;
}

/** A person or a program's account, as a chip. */
function KindField(_props: { label?: string }) {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return <KindChip service={isServiceAccount(record)} />;
}

/**
 * The account's facts: a service account has what it is for instead of an email, a password and
 * two-factor sign-in, which it has none of.
 */
function UserFacts() {
  const record = useRecordContext<UserRecord>();
  if (record && isServiceAccount(record)) {
    return (
      <SimpleShowLayout>
        <NumberField source="id" options={{ useGrouping: false }} />
        <TextField source="username" />
        <KindField label="resources.users.fields.kind" />
        <TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <UserRoleField label="resources.users.fields.role" />
        <UserStateField label="resources.users.fields.enabled" />
        <LocalDateField source="createdAt" />
        <LocalDateField source="updatedAt" />
      </SimpleShowLayout>
    );
  }
  return (
    <SimpleShowLayout>
      <NumberField source="id" options={{ useGrouping: false }} />
      <TextField source="username" />
      <KindField label="resources.users.fields.kind" />
      <TextField source="displayName" emptyText="—" />
      <UserEmailField label="resources.users.fields.email" />
      <UserRoleField label="resources.users.fields.role" />
      <UserStateField label="resources.users.fields.enabled" />
      <FlagField source="mustChangePassword" yes="resources.users.values.mustChange" no="resources.users.values.upToDate" />
      <FlagField source="twoFactorEnabled" yes="resources.users.values.on" no="resources.users.values.off" />
      <LastSignInField label="resources.users.fields.lastSignInAt" />
      <LocalDateField source="createdAt" />
      <LocalDateField source="updatedAt" />
    </SimpleShowLayout>
  );
}

/** The account's API tokens: one's own, and a service account's for those who manage it (never another person's). */
function UserTokens({ manager, currentUserId }: { manager: boolean; currentUserId: number | undefined }) {
  const record = useRecordContext<UserRecord>();
  const tenant = useActingTenantLabel();
  const translate = useTranslate();
  const acting = useActingSession();
  if (!record) return null;
  const own = record.id === currentUserId;
  if (!own && !(manager && isServiceAccount(record))) return null;
  // Acting as an owner, their own tokens are not the administrator's to make or revoke (the server refuses it: 40311).
  if (own && acting) {
    return (
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
        <NotWhileActing title={translate('accounts.apiTokens.title')} acting={acting} />
      </Box>
    );
  }
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <ApiTokensSection userId={record.id} mayNeverExpire={manager} tenant={tenant} />
    </Box>
  );
}

function UserShowPage() {
  const { access, userId } = useCurrentUser();
  const manager = access === 'manage';
  return (
    <Show
      sx={WRAP_LONG_TEXT}
      title={<UserTitle />}
      actions={
        <TopToolbar>
          <ActAsOwnerButton />
          {manager && <ResetPasswordButton />}
          {manager && <ResetTwoFactorButton currentUserId={userId} />}
          <EditButton />
        </TopToolbar>
      }
    >
      <PageHeading>
        <UserTitle />
      </PageHeading>
      <UserFacts />
      <UserTokens manager={manager} currentUserId={userId} />
    </Show>
  );
}

export default function UserShow() {
  // This user belongs to the tenant the console acted in; the next one has its own list.
  return (
    <LeaveOnTenantSwitch resource="users">
      <UserShowPage />
    </LeaveOnTenantSwitch>
  );
}
