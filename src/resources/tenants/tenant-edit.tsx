import {
  ArrayInput,
  Edit,
  SaveButton,
  ShowButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  TopToolbar,
} from 'react-admin';
import { TenantEditTitle } from './tenant-edit-title';
import { toTenantUpdate, type TenantFormValues, type TenantRecord } from './tenant-record';
import { TenantStatusButton } from './tenant-status-button';
import { validateDomain, validateDomains, validateRemark, validateUsername } from './tenant-validation';

const transform = (values: TenantFormValues, options?: { previousData: TenantRecord }) =>
  options ? toTenantUpdate(values, options.previousData) : values;

export default function TenantEdit() {
  return (
    <Edit
      title={<TenantEditTitle />}
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
        <ArrayInput source="domains" validate={validateDomains}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="name" label="resources.tenants.fields.name" validate={validateDomain} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  );
}
