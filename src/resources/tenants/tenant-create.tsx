import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import {
  Create,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { PageHeading } from '../../components/page-heading';
import { WRAP_LONG_TEXT } from '../../components/long-text';
import { TenantAttributesInput } from './tenant-attributes-input';
import { TenantDomainsInput } from './tenant-domains-input';
import { toTenantCreate, type TenantCreateValues, type TenantRecord } from './tenant-record';
import {
  validateOwnerDisplayName,
  validateOwnerEmail,
  validateOwnerUsername,
  validateRemark,
  validateUsername,
} from './tenant-validation';

const DEFAULTS: TenantCreateValues = { username: '', remark: '', domains: [], owner: { username: '', email: '', displayName: '' } };

/**
 * A new tenant and its first owner, who is mailed an invitation to choose a password. A name,
 * owner, email or domain the server finds taken is said at its input, in the user's language.
 */
export default function TenantCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const title = translate('resources.tenants.page.create');
  // The email is read from the form: the answer is the tenant, which does not carry it.
  const invited = useRef('');
  return (
    <Create<TenantRecord>
      sx={WRAP_LONG_TEXT}
      title={title}
      transform={(values: TenantCreateValues) => {
        const body = toTenantCreate(values);
        invited.current = body.owner.email;
        return body;
      }}
      mutationOptions={{
        onSuccess: (tenant) => {
          notify('resources.tenants.notifications.created', { type: 'success', messageArgs: { name: tenant.username, email: invited.current } });
          redirect('show', 'tenants', tenant.id);
        },
        // The shared mutation handler shows the error; field errors still land on their inputs.
        onError: () => undefined,
      }}
    >
      <PageHeading>{title}</PageHeading>
      {/* Our messages, in the chosen language, rather than the browser's own bubble for type="email". */}
      <SimpleForm defaultValues={DEFAULTS} noValidate>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('resources.tenants.create.tenantSection')}
        </Typography>
        <TextInput source="username" validate={validateUsername} autoComplete="off" helperText="resources.tenants.help.username" />
        <TextInput source="remark" multiline minRows={2} validate={validateRemark} />
        <TenantDomainsInput />
        <TenantAttributesInput />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
          {translate('resources.tenants.create.ownerSection')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.tenants.create.ownerHelp')}
        </Typography>
        <TextInput source="owner.username" label="resources.tenants.fields.ownerUsername" validate={validateOwnerUsername} autoComplete="off" />
        <TextInput
          source="owner.email"
          label="resources.tenants.fields.ownerEmail"
          type="email"
          validate={validateOwnerEmail}
          autoComplete="off"
          helperText="resources.tenants.help.ownerEmail"
        />
        <TextInput source="owner.displayName" label="resources.tenants.fields.ownerDisplayName" validate={validateOwnerDisplayName} autoComplete="off" />
      </SimpleForm>
    </Create>
  );
}
