import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { validateDomain, validateDomains } from './tenant-validation';

/** A tenant's whole list of domains, as the create and edit forms take it. */
export function TenantDomainsInput() {
  return (
    <ArrayInput source="domains" validate={validateDomains}>
      <SimpleFormIterator
        inline
        disableReordering
        // react-admin shows a row's Remove only while the pointer is over it: hidden, it is not
        // in the Tab order either, so keyboard users could not remove one domain.
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <TextInput source="name" label="resources.tenants.fields.name" validate={validateDomain} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
