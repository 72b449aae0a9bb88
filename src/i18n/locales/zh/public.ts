import type { Shape } from '../shape';
import type { publicEn } from '../en/public';

export const publicZh: Shape<typeof publicEn> = {
  app: {
    title: '租户控制台',
    language: {
      label: '语言',
      zh: '中文',
      en: 'English',
    },
    loading: '加载中…',
  },
  signIn: {
    title: '登录',
    subtitle: '登录以管理租户及其域名',
    username: '用户名',
    password: '密码',
    submit: '登录',
    submitting: '正在登录…',
    failed: '登录失败，请检查网络后重试。',
    awaitingApproval: '您的注册正在等待管理员审批。审批通过或被拒绝后，您会收到邮件；通过后即可登录。',
    asideTitle: '所有租户，一个控制台',
    required: '必填',
    asideText: '管理租户及其域名，并在所选租户内工作。',
  },
  accounts: {
    links: {
      forgotPassword: '忘记密码？',
      noAccount: '还没有账号？',
      signUp: '创建账号',
    },
    fields: {
      newPassword: '新密码',
      confirmPassword: '确认新密码',
      password: '密码',
    },
    help: {
      newPassword: '%{min}–%{max} 个字符，不能与用户名相同',
    },
    validation: {
      length: '请使用 %{min}–%{max} 个字符',
      isUsername: '密码不能与用户名相同',
      mismatch: '两次输入的密码不一致',
    },
    twoFactor: {
      invalidCode: '请输入应用显示的 6 位数字',
    },
  },
  shell: {
    errors: {
      somethingWentWrong: '出错了！',
    },
  },
};
