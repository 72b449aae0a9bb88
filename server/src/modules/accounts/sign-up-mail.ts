import type { Language } from '../../core/i18n/catalog.js';
import { composeMail } from '../../core/mail/compose.js';
import type { Mail } from '../../core/mail/mailer.js';

const TEXTS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    linkSubject: 'Finish signing up for Tenant Console',
    linkBody: (tenant: string, username: string, hours: number) =>
      `Someone, maybe you, asked to create the tenant ${tenant} on Tenant Console, with this email address for its owner, ${username}. To finish signing up, open this link within ${hours} hours:`,
    linkButton: 'Finish signing up',
    linkOnce: 'The link works once.',
    linkIgnore: (hours: number) => `If you did not ask for this, ignore this mail: nothing is created, and the link stops working after ${hours} hours.`,
    accountSubject: 'You already have a Tenant Console account',
    accountBody: (username: string) =>
      `Someone, maybe you, tried to sign up on Tenant Console with this email address. It belongs to your account already, whose username is ${username}, so nothing new was created.`,
    accountForgot: 'Forgot your password? Ask for a link to choose a new one:',
    accountButton: 'Reset your password',
    accountIgnore: 'If it was not you, ignore this mail: your account stays as it is.',
  },
  zh: {
    greeting: (name: string) => `${name}，您好：`,
    linkSubject: '完成 Tenant Console 注册',
    linkBody: (tenant: string, username: string, hours: number) =>
      `有人（可能是您）申请在 Tenant Console 上创建租户 ${tenant}，以此邮箱作为其所有者 ${username} 的邮箱。请在 ${hours} 小时内打开以下链接完成注册：`,
    linkButton: '完成注册',
    linkOnce: '该链接只能使用一次。',
    linkIgnore: (hours: number) => `如果这不是您本人的操作，请忽略此邮件：不会创建任何内容，链接将在 ${hours} 小时后失效。`,
    accountSubject: '您已有 Tenant Console 账号',
    accountBody: (username: string) => `有人（可能是您）尝试用此邮箱在 Tenant Console 上注册。此邮箱已属于您的账号，用户名为 ${username}，因此没有创建新的账号。`,
    accountForgot: '忘记密码了？可以申请一个设置新密码的链接：',
    accountButton: '重置密码',
    accountIgnore: '如果这不是您本人的操作，请忽略此邮件，您的账号不会有任何变化。',
  },
} as const;

/** What a sign-up asked for, and where its mail goes. */
export interface SignUpMailFor {
  email: string;
  tenantName: string;
  username: string;
}

/** The mail that carries a sign-up's link, in the language the sign-up was asked in. */
export function signUpLinkMail(language: Language, signUp: SignUpMailFor, link: string, hours: number): Mail {
  const t = TEXTS[language];
  return composeMail({
    to: signUp.email,
    subject: t.linkSubject,
    greeting: t.greeting(signUp.username),
    paragraphs: [t.linkBody(signUp.tenantName, signUp.username, hours)],
    link: { href: link, button: t.linkButton },
    footer: [t.linkOnce, t.linkIgnore(hours)],
  });
}

/** The mail to an address that has an account already: which one, and the way back into it. Nothing was created. */
export function existingAccountMail(language: Language, to: string, account: { username: string }, forgotPasswordLink: string): Mail {
  const t = TEXTS[language];
  return composeMail({
    to,
    subject: t.accountSubject,
    greeting: t.greeting(account.username),
    paragraphs: [t.accountBody(account.username), t.accountForgot],
    link: { href: forgotPasswordLink, button: t.accountButton },
    footer: [t.accountIgnore],
  });
}
