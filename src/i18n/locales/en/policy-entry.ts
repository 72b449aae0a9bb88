/** The words of a tenant's policy that show outside its page (`policy.title`, `policy.settings.*`): in Settings and the command palette. */
export const policyEntryEn = {
  policy: {
    title: 'Tenant policy',
    settings: {
      entry: 'Tenant policy',
      entryText: 'Where the tenant’s people may sign in from, and how long their passwords must be',
    },
  },
};
