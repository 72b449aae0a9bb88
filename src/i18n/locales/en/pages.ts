/** Messages under `pages.*`, in react-admin's shape (`%{name}`, ` |||| ` plurals). */
export const pagesEn = {
  pages: {
    areas: {
      users: 'Users',
      templates: 'Templates',
      templateCenter: 'Template center',
      tasks: 'Tasks',
      targets: 'Targets',
      target: 'Target %{id}',
      rules: 'Rules',
      rule: 'Rule %{id}',
      endpoints: 'Endpoints',
      endpoint: 'Endpoint %{id}',
      endpointLogs: 'Logs of endpoint %{id}',
      logs: 'Logs',
      chats: 'Chats',
      apps: 'Apps',
      helpCenter: 'Help center',
      endpointTemplate: 'Endpoint templates',
      settingsBackup: 'Legacy settings',
      settingsBackupAccount: 'Account (legacy settings)',
      settingsBackupDisplay: 'Display (legacy settings)',
      settingsBackupNotifications: 'Notifications (legacy settings)',
    },
    notAvailable: {
      message: 'This area is not available in this version of the console.',
    },
    actions: {
      goBack: 'Go Back',
      backHome: 'Back to Home',
      backToSignIn: 'Back to sign in',
    },
    errors: {
      '401': {
        title: 'Unauthorized Access',
        text: 'Please sign in with the right credentials to see this page.',
      },
      '403': {
        title: 'Access Forbidden',
        text: 'You do not have permission to view this page.',
      },
      '404': {
        title: 'Oops! Page Not Found!',
        text: 'The page you are looking for does not exist or has been moved.',
      },
      '500': {
        title: 'Oops! Something went wrong',
        text: 'Please try again later.',
      },
      '503': {
        title: 'Website is under maintenance!',
        text: 'The site is not available at the moment. We will be back online shortly.',
      },
    },
    routerError: {
      title: 'Something went wrong!',
      show: 'Show Error',
      hide: 'Hide Error',
      notFound: 'Not Found',
    },
  },
};
