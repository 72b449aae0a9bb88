import { useRef, useState } from 'react';
import {
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { PageHeading } from '../../components/page-heading';
import { ActingTenantTitle } from '../../components/acting-tenant-title';
import { Role } from '../../generated/model';
import { SecretDialog } from '../../components/secret-dialog';
import { toUserCreate, type UserCreateMeta, type UserRecord } from './user-record';
import { validateDisplayName, validateEmail, validatePassword, validateRole, validateUsername } from './user-validation';
import { WRAP_LONG_TEXT } from '../../components/long-text';

const ROLE_CHOICES = Object.values(Role).map((role) => ({ id: role, name: `resources.users.roles.${role}` }));

interface Created {
  id: Identifier;
  name: string;
  password: string;
}

/**
 * A new user of the acting tenant. Without a password the server makes one: it is shown once,
 * over this page, and the user's page opens when it is put away.
 */
export default function UserCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const generated = useRef<string | undefined>(undefined);
  const [created, setCreated] = useState<Created>();
  const meta: UserCreateMeta = {
    onOneTimePassword: (password) => {
      generated.current = password;
    },
  };

  return (
    <>
      <Create<UserRecord>
        sx={WRAP_LONG_TEXT}
        title={<ActingTenantTitle withTenant="resources.users.page.create" plain="resources.users.page.createPlain" />}
        transform={toUserCreate}
        mutationOptions={{
          meta,
          onSuccess: (user) => {
            notify('resources.users.notifications.created', { type: 'success', messageArgs: { name: user.username } });
            const password = generated.current;
            generated.current = undefined;
            if (password) setCreated({ id: user.id, name: user.username, password });
            else redirect('show', 'users', user.id);
          },
          // The shared mutation handler shows the error; field errors still land on their inputs.
          onError: () => undefined,
        }}
      >
        <PageHeading>
          <ActingTenantTitle withTenant="resources.users.page.create" plain="resources.users.page.createPlain" />
        </PageHeading>
        {/* Our messages, in the chosen language, rather than the browser's own bubble for type="email". */}
        <SimpleForm defaultValues={{ role: Role.member }} noValidate>
          <TextInput source="username" validate={validateUsername} autoComplete="off" />
          <TextInput source="displayName" validate={validateDisplayName} />
          <TextInput source="email" type="email" validate={validateEmail} helperText="resources.users.help.email" />
          <SelectInput source="role" choices={ROLE_CHOICES} validate={validateRole} />
          <PasswordInput source="password" validate={validatePassword} helperText="resources.users.help.password" autoComplete="new-password" />
        </SimpleForm>
      </Create>
      <SecretDialog
        secret={created?.password}
        title={translate('resources.users.secret.createdTitle', { name: created?.name ?? '' })}
        text={translate('resources.users.secret.createdText')}
        onClose={() => {
          const id = created?.id;
          setCreated(undefined);
          if (id !== undefined) redirect('show', 'users', id);
        }}
      />
    </>
  );
}
