import type { Shape } from '../shape';
import type { accountsEn } from '../en/accounts';
import { apiTokensZh } from './api-tokens';
import { sessionsZh } from './sessions';
import { twoFactorZh } from './two-factor';

export const accountsZh: Shape<typeof accountsEn> = {
  fields: {
    currentPassword: '当前密码',
  },
  settings: {
    subtitle: '您的账号，以及控制台的外观。',
    password: '密码',
    passwordText: '修改登录所用的密码',
    appearance: '外观',
    appearanceText: '主题和字体',
    email: '邮箱地址',
    noEmail: '没有邮箱',
    emailPending: '%{email}，等待确认',
  },
  password: {
    title: '修改密码',
    text: '修改密码后，您账号的其他所有会话都会退出登录，当前会话保持登录。',
    requiredTitle: '设置新密码',
    required: '继续之前，您必须设置一个新密码。',
    requiredText: '您是使用临时密码登录的。请设置自己的密码后再使用控制台。',
    submit: '修改密码',
    submitting: '正在修改…',
    changed: '密码已修改，其他所有会话均已退出登录。',
    changedWithTokens: '密码已修改，其他所有会话均已退出登录，您的 API 令牌也已吊销。',
  },
  confirmItIsYou: {
    title: '请确认是您本人',
    text: '更改自己账号的这项设置需要再次输入密码。之后 10 分钟内不会再次询问。',
    password: '密码',
    confirm: '确认',
    confirming: '正在确认…',
  },
  twoFactor: twoFactorZh,
  sessions: sessionsZh,
  apiTokens: apiTokensZh,
};
