import { PageHeading } from '../../components/page-heading';
import {
  Edit,
  SaveButton,
  ShowButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
} from 'react-admin';
import { TenantAttributesInput } from './tenant-attributes-input';
import { TenantDomainsInput } from './tenant-domains-input';
import { TenantTitle } from './tenant-title';
import { toTenantUpdate, type TenantFormValues, type TenantRecord } from './tenant-record';
import { TenantStatusButton } from './tenant-status-button';
import { validateRemark, validateUsername } from './tenant-validation';
import { WRAP_LONG_TEXT } from '../../components/long-text';

const transform = (values: TenantFormValues, options?: { previousData: TenantRecord }) =>
  options ? toTenantUpdate(values, options.previousData) : values;

export default function TenantEdit() {
  return (
    <Edit
      title={<TenantTitle editing />}
      sx={WRAP_LONG_TEXT}
      mutationMode="pessimistic"
      transform={transform}
      // The shared mutation handler shows the error; field errors still land on their inputs.
      mutationOptions={{ onError: () => undefined }}
      actions={
        <TopToolbar>
          <TenantStatusButton />
          <ShowButton />
        </TopToolbar>
      }
    >
      <PageHeading>
        <TenantTitle editing />
      </PageHeading>
      {/* Tenants cannot be deleted: the toolbar offers Save only. */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="username" validate={validateUsername} />
        <TextInput source="remark" multiline minRows={2} validate={validateRemark} />
        <TenantDomainsInput />
        <TenantAttributesInput />
      </SimpleForm>
    </Edit>
  );
}
