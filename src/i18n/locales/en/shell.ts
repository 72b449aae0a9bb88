/** The console's frame: tenant switcher, session and error toasts. Spec strings keep their language. */
export const shellEn = {
  shell: {
    switcher: {
      button: 'Switch tenant',
      label: 'Current tenant: %{name}',
      none: 'No tenant',
      search: 'Search tenants',
      refresh: 'Refresh',
      empty: 'No tenant matches',
      loading: 'Loading tenants…',
      current: 'Current',
      disabled: 'Disabled',
      count: '%{smart_count} tenant |||| %{smart_count} tenants',
      switched: 'Switched to tenant: %{username}',
      forbiddenTitle: 'Permission denied',
      forbiddenText: 'Only admins can switch tenants',
      disabledTitle: 'Cannot switch',
      disabledText: 'Tenant "%{username}" is disabled',
      loadFailedTitle: 'Failed to load tenants',
      loadFailedDefault: 'Could not load the tenant list',
      serverMode: 'More than 5,000 tenants: type to search them all on the server',
      serverCount: '%{smart_count} match on the server |||| %{smart_count} matches on the server',
      serverCountCapped: 'The first %{smart_count} matches on the server; type more to narrow them',
      searching: 'Searching the server…',
      recent: 'Current and recent',
      switchedElsewhere: 'Switched to tenant %{username} in another tab',
    },
    errors: {
      sessionExpired: 'Session expired!',
      internalServerError: 'Internal Server Error!',
      notModified: 'Content not modified!',
      contentNotFound: 'Content not found.',
    },
    toaster: {
      close: 'Close',
      region: 'Notifications',
    },
    menu: {
      notAvailable: 'Not available yet',
    },
  },
};
