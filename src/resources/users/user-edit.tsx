import { PageHeading } from '../../components/page-heading';
import Alert from '@mui/material/Alert';
import {
  BooleanInput,
  Edit,
  Labeled,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useCurrentUser } from '../../components/use-current-user';
import { LeaveOnTenantSwitch } from '../../features/tenant-context';
import { Role } from '../../generated/model';
import { DeleteUserButton } from './delete-user-button';
import { ResetPasswordButton } from './reset-password-button';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { isServiceAccount, toUserUpdate, type UserFormValues, type UserRecord } from './user-record';
import type { UserUpdate } from '../../generated/model';
import { getGetCurrentUserQueryKey } from '../../generated/endpoints/auth/auth';
import { useQueryClient } from '@tanstack/react-query';
import { savedNotice } from './saved-notice';
import { UserTitle } from './user-title';
import { validateDescription, validateDisplayName, validateEmail, validateRole } from './user-validation';
import { WRAP_LONG_TEXT } from '../../components/long-text';

const transform = (values: UserFormValues, options?: { previousData: UserRecord }) =>
  options ? toUserUpdate(values, options.previousData) : values;

const ROLE_CHOICES = Object.values(Role).map((role) => ({ id: role, name: `resources.users.roles.${role}` }));

/** Save, and Delete for anyone but oneself (nobody deletes themselves; the server refuses it too). */
function EditToolbar({ manager, userId }: { manager: boolean; userId: number | undefined }) {
  const record = useRecordContext<UserRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {manager && record && record.id !== userId && <DeleteUserButton />}
    </Toolbar>
  );
}

/** What only an owner or an administrator changes: the role and the state, never one's own state. */
function ManagerInputs({ userId }: { userId: number | undefined }) {
  const record = useRecordContext<UserRecord>();
  return (
    <>
      <SelectInput source="role" choices={ROLE_CHOICES} validate={validateRole} />
      <BooleanInput source="enabled" disabled={record?.id === userId} />
    </>
  );
}

/**
 * A person's name and email; a service account, which has no email, what it is for. Under the
 * email, what saving a new one does, or the new address that waits for its link.
 */
function ProfileInputs() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (record && isServiceAccount(record)) {
    return <TextInput source="description" validate={validateDescription} helperText="resources.users.help.description" multiline minRows={2} />;
  }
  const pending = record?.pendingEmail;
  // Already in words: a string here would be looked up as a key (an address's dots read as its path).
  const emailHelp = pending ? translate('resources.users.help.emailPending', { email: pending }) : translate('resources.users.help.emailChange');
  return (
    <>
      <TextInput source="displayName" validate={validateDisplayName} />
      <TextInput source="email" type="email" validate={validateEmail} helperText={<>{emailHelp}</>} />
    </>
  );
}

function UserEditPage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { access, userId } = useCurrentUser();
  const manager = access === 'manage';
  return (
    <Edit
      sx={WRAP_LONG_TEXT}
      title={<UserTitle editing />}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{
        // The shared mutation handler shows the error; field errors still land on their inputs.
        onError: () => undefined,
        // A new email waits for its link: "saved" would not be true of it.
        onSuccess: (user: UserRecord, variables: { data?: Partial<UserRecord> }) => {
          const notice = savedNotice(user, (variables.data ?? {}) as Partial<UserUpdate>);
          notify(notice.key, { type: 'info', messageArgs: notice.args });
          // One's own address shows in Settings too, which reads it from the signed-in user.
          if (user.id === userId) void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
          redirect('list', 'users', user.id, user);
        },
      }}
      actions={
        <TopToolbar>
          {manager && <ResetPasswordButton />}
          {manager && <ResetTwoFactorButton currentUserId={userId} />}
          <ShowButton />
        </TopToolbar>
      }
    >
      <PageHeading>
        <UserTitle editing />
      </PageHeading>
      {/* Our messages, in the chosen language, rather than the browser's own bubble for type="email". */}
      <SimpleForm toolbar={<EditToolbar manager={manager} userId={userId} />} noValidate>
        {!manager && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.users.help.profile')}
          </Alert>
        )}
        <Labeled>
          <TextField source="username" />
        </Labeled>
        <ProfileInputs />
        {manager && <ManagerInputs userId={userId} />}
      </SimpleForm>
    </Edit>
  );
}

export default function UserEdit() {
  // This user belongs to the tenant the console acted in; the next one has its own list.
  return (
    <LeaveOnTenantSwitch resource="users">
      <UserEditPage />
    </LeaveOnTenantSwitch>
  );
}
