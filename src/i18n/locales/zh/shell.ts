import type { Shape } from '../shape';
import type { shellEn } from '../en/shell';

export const shellZh: Shape<typeof shellEn> = {
  shell: {
    switcher: {
      button: '切换租户',
      label: '当前租户：%{name}',
      labelElsewhere: '正在租户 %{name} 中操作（不是你自己的租户）',
      elsewhere: '正在其他租户中操作，不是你自己的租户',
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
      contentNotFound: '未找到内容。',
    },
    toaster: {
      close: '关闭',
      region: '通知',
    },
    tenantLink: {
      refusedTitle: '无法在链接中的租户中操作',
      invalid: '“%{value}”不是租户 ID',
      notFound: '租户 #%{id} 不存在',
      forbidden: '你无权在租户 #%{id} 中操作',
      failed: '无法核实该租户',
    },
    ownTenant: '所属租户',
    apiReference: 'API 参考文档',
    menu: {
      notAvailable: '暂未开放',
    },
  },
};
