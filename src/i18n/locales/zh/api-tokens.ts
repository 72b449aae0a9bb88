import type { Shape } from '../shape';
import type { apiTokensEn, apiTokensResourceEn } from '../en/api-tokens';

export const apiTokensZh: Shape<typeof apiTokensEn> = {
  title: 'API 令牌',
  text: '程序使用令牌而不是密码调用 API。令牌以此账号的身份和权限操作，直到过期或被吊销。',
  empty: '还没有 API 令牌。',
  never: '永不过期',
  created: '创建于 %{time}',
  expires: '%{time} 过期',
  expired: '已于 %{time} 过期',
  neverUsed: '从未使用',
  lastUsed: '最近使用于 %{time}，来自 %{address}',
  lastUsedNowhere: '最近使用于 %{time}',
  newToken: '新建令牌',
  revoke: '吊销',
  revokeTitle: '吊销令牌“%{name}”？',
  revokeContent: '使用 %{prefix}… 的程序将立即被拒绝（租户“%{tenant}”）。此操作无法撤销。',
  revoked: '已吊销令牌“%{name}”',
  createTitle: '新建 API 令牌',
  createText: '用使用它的程序来命名，以便日后知道该吊销哪一个。',
  name: '名称',
  nameHelp: '令牌的用途，例如“CI 部署”',
  expiry: '有效期',
  expiryChoices: {
    days30: '30 天',
    days90: '90 天',
    days365: '一年',
    never: '永不过期',
  },
  create: '创建令牌',
  creating: '正在创建…',
  nameRequired: '请为令牌命名',
  nameTooLong: '最多 %{max} 个字符',
  secretTitle: '已创建令牌“%{name}”',
  secretText: '请立即复制：令牌仅显示这一次，之后无法再次查看。',
  secretLabel: 'API 令牌',
  secretUsage: '程序在每个请求中通过以下请求头发送它：',
};

export const apiTokensResourceZh: Shape<typeof apiTokensResourceEn> = {
  fields: {
    tokenId: 'ID',
    userId: '账号',
    name: '名称',
    prefix: '开头',
    createdAt: '创建时间',
    expiresAt: '过期时间',
    lastUsedAt: '最近使用',
    lastUsedFrom: '来源',
  },
};
