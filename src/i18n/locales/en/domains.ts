/**
 * Messages of domain ownership (`domains.*`): the `/settings/cname` page, where a tenant proves
 * it owns its domains with a DNS record (the "verified" mark beside a tenant's domains in the list is
 * in `./areas-entry.ts`, with the admin application's first words).
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
      admin: 'Add a domain above, or on the tenant’s page, then verify it here.',
      owner: 'Add a domain above, then verify it here with a DNS record.',
      editTenant: 'Edit the tenant',
    },
    forbidden: {
      title: 'Only owners and administrators',
      text: 'Only the tenant’s owners and the console’s administrators can see and verify its domains. Ask an owner of your tenant if a domain needs verifying.',
    },
    add: {
      title: 'Add a domain',
      label: 'Domain',
      help: 'A domain of this tenant, e.g. shop.example.com; names in any script are taken',
      submit: 'Add domain',
      submitting: 'Adding…',
      required: 'Enter a domain name',
      malformed: '%{name} is not a domain name. Enter one like shop.example.com',
      takenHere: '%{name} is a domain of this tenant already',
      added: 'Added %{name}. Create its TXT record, then verify it.',
      failed: 'The domain could not be added',
    },
    remove: {
      submit: 'Remove',
      title: 'Remove %{name} from %{tenant}?',
      content: '%{name} will no longer be a domain of %{tenant}, and its proof of ownership is forgotten: added again, by this tenant or another, it starts unverified with a new TXT value.',
      removed: 'Removed %{name} from %{tenant}',
      thisTenant: 'this tenant',
    },
    provedElsewhere: 'Another tenant proved %{name} on %{date}, so this tenant’s verification of it ended. If the domain is this tenant’s, check its DNS records, then verify again.',
    loadFailed: 'The domains could not be loaded: %{message}',
    retry: 'Try again',
  },
};
