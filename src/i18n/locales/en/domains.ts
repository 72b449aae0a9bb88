/**
 * Messages of domain ownership (`domains.*`): the `/settings/cname` page, where a tenant proves
 * it owns its domains with a DNS record, and the "verified" mark beside a tenant's domains.
 */
export const domainsEn = {
  domains: {
    page: {
      title: 'Domain ownership',
      titleOf: 'Domain ownership of %{tenant}',
      intro: 'Prove that the tenant owns each of its domains: at the domain’s DNS provider, create the TXT record shown, then press Verify now. A new record can take a few minutes to be seen.',
      introWithCname: 'Prove that the tenant owns each of its domains: at the domain’s DNS provider, create the TXT record shown, or make the domain a CNAME of the target shown, then press Verify now. A new record can take a few minutes to be seen.',
    },
    settings: {
      entry: 'Domain ownership',
      entryText: 'Prove with a DNS record that the tenant owns its domains',
    },
    state: {
      pending: 'Not verified',
      verified: 'Verified',
      failed: 'Failed',
    },
    checked: 'Last checked: %{date}',
    listSeparator: ', ',
    neverChecked: 'Not checked yet',
    records: {
      txtOnly: 'Create this TXT record:',
      txtOrCname: 'Create this TXT record, or the CNAME instead:',
      type: 'Type',
      name: 'Name',
      value: 'Value',
    },
    copy: {
      label: 'Copy %{text}',
      copy: 'Copy',
      copied: 'Copied',
      done: 'Copied: %{text}',
      failed: 'The browser did not allow copying: select the text and copy it with Ctrl+C or ⌘C.',
    },
    verify: {
      submit: 'Verify now',
      submitting: 'Checking…',
    },
    reason: {
      nxdomain: '%{name} does not exist in DNS. Check the spelling, or create the domain at its DNS provider first.',
      noTxtRecord: 'There is no TXT record at %{record}. Create it with the value shown, then verify again.',
      txtMismatch: '%{record} holds %{found}, not the expected value. Change it to the value shown.',
      cnameMismatch: '%{name} is a CNAME of %{found}, not of the expected target.',
      timeout: 'The DNS resolver did not answer in time. Try again in a moment.',
      resolverFailed: 'The DNS resolver answered with an error (%{found}). Try again in a moment.',
    },
    empty: {
      title: 'This tenant has no domains yet',
      admin: 'Add its domains on the tenant’s page, then come back to verify them.',
      owner: 'An administrator adds a tenant’s domains. Once there are some, verify them here.',
      editTenant: 'Edit the tenant',
    },
    forbidden: {
      title: 'Only owners and administrators',
      text: 'Only the tenant’s owners and the console’s administrators can see and verify its domains. Ask an owner of your tenant if a domain needs verifying.',
    },
    loadFailed: 'The domains could not be loaded: %{message}',
    retry: 'Try again',
    mark: {
      verified: 'Verified',
      someVerified: '%{verified} of %{total} verified',
    },
  },
};
