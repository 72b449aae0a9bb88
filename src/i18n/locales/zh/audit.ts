import type { Shape } from '../shape';
import type { auditEn, logsEn } from '../en/audit';

export const auditZh: Shape<typeof auditEn> = {
  audit: {
    sentences: {
      auth: {
        signIn: {
          succeeded: '%{actor} 登录成功',
          failed: '%{actor} 登录失败',
        },
        signedOut: '%{actor} 退出了登录',
        signedOutEverywhere: '%{actor} 在所有设备上退出了登录',
        sessionEnded: '%{actor} 结束了自己的一个会话',
      },
      tenant: {
        updated: '%{actor} 修改了租户 %{target}',
        enabled: '%{actor} 启用了租户 %{target}',
        disabled: '%{actor} 禁用了租户 %{target}',
        signedUp: '%{actor} 注册并创建了租户 %{target}',
      },
      user: {
        created: '%{actor} 创建了用户 %{target}',
        updated: '%{actor} 修改了用户 %{target}',
        enabled: '%{actor} 启用了用户 %{target}',
        disabled: '%{actor} 禁用了用户 %{target}',
        deleted: '%{actor} 删除了用户 %{target}',
        passwordReset: '%{actor} 重置了用户 %{target} 的密码',
        passwordChanged: '%{actor} 修改了自己的密码',
        passwordResetRequested: '已向 %{target} 发送密码重置链接',
        passwordResetByLink: '%{target} 通过重置链接设置了新密码',
        twoFactorEnabled: '%{actor} 开启了两步验证',
        twoFactorDisabled: '%{actor} 关闭了两步验证',
        twoFactorReset: '%{actor} 重置了用户 %{target} 的两步验证',
      },
      domain: {
        verified: '%{actor} 证明了域名 %{target} 的所有权',
        verificationFailed: '%{actor} 验证域名 %{target}：未通过',
      },
      apiToken: {
        created: '%{actor} 为 %{target} 创建了 API 令牌',
        revoked: '%{actor} 吊销了 %{target} 的 API 令牌',
      },
      webhook: {
        created: '%{actor} 为租户 %{target} 添加了 Webhook 端点',
        updated: '%{actor} 修改了租户 %{target} 的 Webhook 端点',
        deleted: '%{actor} 删除了租户 %{target} 的 Webhook 端点',
        secretRotated: '%{actor} 轮换了租户 %{target} 的 Webhook 签名密钥',
        disabled: '租户 %{target} 的 Webhook 端点因连续投递失败被禁用',
        testSent: '%{actor} 向租户 %{target} 的 Webhook 端点发送了测试事件',
        deliveryRetried: '%{actor} 重新发送了租户 %{target} 的一次 Webhook 投递',
      },
    },
    unknown: '%{actor}：对 %{target} 执行了 %{action}',
    viaToken: '%{actor} 通过令牌“%{token}”',
  },
};

export const logsZh: Shape<typeof logsEn> = {
  name: '审计日志',
  fields: {
    id: 'ID',
    eventId: 'ID',
    at: '时间',
    sentence: '事件',
    action: '操作',
    actor: '操作人',
    target: '对象',
    tenantId: '租户 ID',
    requestId: '请求 ID',
    clientAddress: '地址',
    userAgent: '浏览器',
    changes: '变更',
  },
  page: {
    list: '租户 %{tenant} 的审计日志',
    listPlain: '审计日志',
    show: '审计事件 #%{id}',
  },
  filters: {
    action: '操作',
    actor: '操作人（用户名）',
    targetType: '对象类型',
    targetId: '对象 ID',
    from: '起始时间',
    to: '截止时间',
    datePlaceholder: '年-月-日 时:分',
    dateFormat: '请按 年-月-日 或 年-月-日 时:分 填写，例如 2026-03-01 09:30',
  },
  actions: {
    auth: {
      signIn: {
        succeeded: '登录成功',
        failed: '登录失败',
      },
      signedOut: '退出登录',
      signedOutEverywhere: '在所有设备上退出',
      sessionEnded: '结束会话',
    },
    tenant: {
      updated: '修改租户',
      enabled: '启用租户',
      disabled: '禁用租户',
      signedUp: '注册',
    },
    user: {
      created: '创建用户',
      updated: '修改用户',
      enabled: '启用用户',
      disabled: '禁用用户',
      deleted: '删除用户',
      passwordReset: '重置密码',
      passwordChanged: '修改密码',
      passwordResetRequested: '发送重置链接',
      passwordResetByLink: '通过链接设置密码',
      twoFactorEnabled: '开启两步验证',
      twoFactorDisabled: '关闭两步验证',
      twoFactorReset: '重置两步验证',
    },
    domain: {
      verified: '域名已验证',
      verificationFailed: '域名验证未通过',
    },
    apiToken: {
      created: '创建 API 令牌',
      revoked: '吊销 API 令牌',
    },
    webhook: {
      created: 'Webhook 已添加',
      updated: 'Webhook 已修改',
      deleted: 'Webhook 已删除',
      secretRotated: 'Webhook 密钥已轮换',
      disabled: 'Webhook 因失败被禁用',
      testSent: '已发送 Webhook 测试事件',
      deliveryRetried: 'Webhook 投递已重新发送',
    },
  },
  targetTypes: {
    tenant: '租户',
    user: '用户',
  },
  changes: {
    none: '没有字段变化。',
    secret: '已更改（不显示）',
    empty: '空',
    yes: '是',
    no: '否',
  },
  show: {
    noUserAgent: '未提供',
    actorAdmin: '%{name}（管理员）',
  },
  empty: '暂无记录',
  unsupported: '审计事件不能修改或删除。',
};
