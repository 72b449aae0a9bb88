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
      sessionsOwnExpiry: 'Their sessions last until they expire or they sign out.',
      sessionLifetime: 'Their sessions end an hour after they sign in. |||| Their sessions end %{smart_count} hours after they sign in.',
      noIdleLimit: 'Their sessions have no idle limit.',
      idleTimeout: 'Their sessions end after a minute without a call. |||| Their sessions end after %{smart_count} minutes without a call.',
    },
    fields: {
      allowlist: 'Allowed networks',
      passwordMinLength: 'Shortest password',
      sessionLifetimeHours: 'Session lifetime (hours)',
      idleTimeoutMinutes: 'Idle timeout (minutes)',
    },
    help: {
      allowlist: 'One IPv4 or IPv6 address or network (CIDR) a line, e.g. 203.0.113.0/24; empty: any address. API tokens follow it too.',
      passwordMinLength: 'Characters, from %{min} (every tenant’s) to %{max}; empty: %{min}. Asked of each new password from now on.',
      sessionLifetimeHours: 'From %{min} to %{max} hours after sign-in; empty: until the session expires. Sessions already older end at their next call.',
      sessionLifetimeHoursInstance: 'From %{min} to %{max} hours after sign-in; empty: the instance’s %{value} hours. Sessions already older end at their next call.',
      idleTimeoutMinutes: 'From %{min} to %{max} minutes without a call; empty: no limit. Administrators are not bound by it.',
      idleTimeoutMinutesInstance: 'From %{min} to %{max} minutes without a call; empty: the instance’s %{value} minutes. Administrators are not bound by it.',
    },
    impact: {
      inside: 'Your address %{address} is inside this list.',
      outside: 'Your own address %{address} is outside this list: saving it would lock you out.',
      notBound: 'Your address is %{address}; as an administrator you are not bound by this list.',
      sessionsOutside: '%{smart_count} open session of the tenant’s people comes from outside this list: it stops at its next call. |||| %{smart_count} open sessions of the tenant’s people come from outside this list: they stop at their next call.',
      sessionsEnding: '%{smart_count} open session of the tenant’s people is older than this lifetime or has gone without a call for longer than this timeout: it ends at its next call. |||| %{smart_count} open sessions of the tenant’s people are older than this lifetime or have gone without a call for longer than this timeout: they end at their next call.',
    },
  },
};
