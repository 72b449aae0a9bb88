import type { Shape } from './shape';

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

export const pagesZh: Shape<typeof pagesEn> = {
  pages: {
    areas: {
      users: '用户',
      templates: '模板',
      templateCenter: '模板中心',
      tasks: '任务',
      targets: '目标',
      target: '目标 %{id}',
      rules: '规则',
      rule: '规则 %{id}',
      endpoints: '端点',
      endpoint: '端点 %{id}',
      endpointLogs: '端点 %{id} 的日志',
      logs: '日志',
      chats: '聊天',
      apps: '应用',
      helpCenter: '帮助中心',
      endpointTemplate: '端点模板',
      settingsBackup: '旧版设置',
      settingsBackupAccount: '账号（旧版设置）',
      settingsBackupDisplay: '显示（旧版设置）',
      settingsBackupNotifications: '通知（旧版设置）',
    },
    notAvailable: {
      message: '当前版本的控制台暂未提供此功能。',
    },
    actions: {
      goBack: '返回',
      backHome: '回到首页',
      backToSignIn: '返回登录',
    },
    errors: {
      '401': {
        title: '未授权访问',
        text: '请使用有权限的账号登录后再查看此页面。',
      },
      '403': {
        title: '禁止访问',
        text: '您没有查看此页面的权限。',
      },
      '404': {
        title: '哎呀！页面不存在！',
        text: '您要找的页面不存在或已被移除。',
      },
      '500': {
        title: '哎呀！出错了',
        text: '请稍后再试。',
      },
      '503': {
        title: '网站维护中！',
        text: '网站暂时无法访问，我们很快就会恢复。',
      },
    },
    routerError: {
      title: '出错了！',
      show: '显示错误',
      hide: '隐藏错误',
      notFound: '未找到',
    },
  },
};
