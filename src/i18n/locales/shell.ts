import type { Shape } from './shape';

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
      somethingWentWrong: 'Something went wrong!',
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

export const shellZh: Shape<typeof shellEn> = {
  shell: {
    switcher: {
      button: '切换租户',
      label: '当前租户：%{name}',
      none: '无租户',
      search: '搜索租户',
      refresh: '刷新',
      empty: '没有匹配的租户',
      loading: '正在加载租户…',
      current: '当前',
      disabled: '已禁用',
      count: '%{smart_count} 个租户',
      switched: '已切换到租户: %{username}',
      forbiddenTitle: '权限不足',
      forbiddenText: '只有管理员可以切换租户',
      disabledTitle: '无法切换',
      disabledText: 'tenant "%{username}" 已被禁用',
      loadFailedTitle: '获取租户列表失败',
      loadFailedDefault: '加载租户列表失败',
      serverMode: '租户超过 5000 个：输入关键字，在服务器上搜索全部租户',
      serverCount: '服务器上有 %{smart_count} 个匹配',
      serverCountCapped: '服务器上的前 %{smart_count} 个匹配；继续输入可缩小范围',
      searching: '正在服务器上搜索…',
      recent: '当前与最近使用',
      switchedElsewhere: '已在另一个标签页切换到租户 %{username}',
    },
    errors: {
      sessionExpired: '登录已过期！',
      internalServerError: '服务器内部错误！',
      notModified: '内容没有变化！',
      somethingWentWrong: '出错了！',
      contentNotFound: '未找到内容。',
    },
    toaster: {
      close: '关闭',
      region: '通知',
    },
    menu: {
      notAvailable: '暂未开放',
    },
  },
};
