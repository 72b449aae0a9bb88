/** Messages of a tenant's own policy (`policy.*`): the `/settings/policy` page, where its owners set it. */
export const policyEn = {
  policy: {
    titleOf: 'Policy of %{tenant}',
    intro: 'What this tenant asks of its people beyond what the console asks of every tenant. Administrators are not bound by it, acting as an owner or not.',
    ownersOnly: "The tenant's owners and administrators set its policy.",
    loadFailed: 'The policy could not be loaded: %{message}',
    saved: 'Policy saved: it holds from the next call of each of the tenant’s people',
    now: {
      anywhere: 'Its people may call from any address.',
      networks: 'Its people may call only from this network: %{networks} |||| Its people may call only from these %{smart_count} networks: %{networks}',
      password: 'Their passwords have at least %{min} characters.',
    },
    fields: {
      allowlist: 'Allowed networks',
      passwordMinLength: 'Shortest password',
    },
    help: {
      allowlist: 'One IPv4 or IPv6 address or network (CIDR) a line, e.g. 203.0.113.0/24; empty: any address. API tokens follow it too.',
      passwordMinLength: 'Characters, from %{min} (every tenant’s) to 128; empty: %{min}. Asked of each new password from now on.',
    },
    impact: {
      inside: 'Your address %{address} is inside this list.',
      outside: 'Your own address %{address} is outside this list: saving it would lock you out.',
      notBound: 'Your address is %{address}; as an administrator you are not bound by this list.',
      sessionsOutside: '%{smart_count} open session of the tenant’s people comes from outside this list: it stops at its next call. |||| %{smart_count} open sessions of the tenant’s people come from outside this list: they stop at their next call.',
    },
  },
};
