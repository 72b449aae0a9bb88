import type { Shape } from '../shape';
import type { areasEntryEn } from '../en/areas-entry';

/** 各区域在其页面之外显示的文案（菜单、应用栏、租户列表与任意页面的错误）。 */
export const areasEntryZh: Shape<typeof areasEntryEn> = {
  accounts: {
    settings: {
      title: '设置',
    },
    menu: {
      changePassword: '修改密码',
    },
    session: {
      ended: '您的会话已结束（已在别处退出或密码已更改），请重新登录。',
    },
  },
  attributes: {
    yes: '是',
    no: '否',
    rangeFrom: '%{label}：从',
    rangeTo: '%{label}：至',
    rangeInverted: '%{label}：起始值大于结束值，不会有任何匹配。',
  },
  resources: {
    users: {
      name: '用户',
      notifications: {
        notModified: '没有任何更改',
      },
      unsupported: '不能对用户执行此操作。',
    },
    logs: {
      name: '审计日志',
      unsupported: '审计事件不能修改或删除。',
    },
    attributes: {
      name: '租户属性',
      notifications: {
        notModified: '没有任何修改',
      },
      unsupported: '租户属性不支持此操作。',
    },
    webhooks: {
      name: 'Webhook',
      notifications: {
        notModified: '没有任何修改',
      },
      unsupported: 'Webhook 端点不支持此操作。',
    },
  },
  domains: {
    mark: {
      verified: '已验证',
      someVerified: '%{total} 个中 %{verified} 个已验证',
    },
  },
};
