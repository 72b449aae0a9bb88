/** Messages of the tenants' typed attributes (`attributes.*`), as a tenant's page shows them. */
export const attributesEn = {
  attributes: {
    title: 'Attributes',
    notSet: 'Not set',
    yes: 'Yes',
    no: 'No',
    none: 'No attributes are defined yet.',
    loadFailed: 'The attributes could not be loaded: %{message}',
  },
};
