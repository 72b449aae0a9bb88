import type { Shape } from '../shape';
import type { pagesEn } from '../en/pages';

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
