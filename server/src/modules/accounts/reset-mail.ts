import type { Language } from '../../core/i18n/catalog.js';
import { composeMail } from '../../core/mail/compose.js';
import type { Mail } from '../../core/mail/mailer.js';

const TEXTS = {
  en: {
    subject: 'Reset your Tenant Console password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Someone asked to reset the password of your Tenant Console account. To choose a new password, open this link within 30 minutes:',
    once: 'The link works once. Setting a new password signs you out everywhere.',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    button: 'Choose a new password',
  },
  zh: {
    subject: '重置您的 Tenant Console 密码',
    greeting: (name: string) => `${name}，您好：`,
    body: '有人申请重置您的 Tenant Console 账号密码。请在 30 分钟内打开以下链接设置新密码：',
    once: '该链接只能使用一次。设置新密码后，您在所有地方的登录都将结束。',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    button: '设置新密码',
  },
} as const;

/** The mail that carries a password reset link, in the language the request was made in. */
export function passwordResetMail(language: Language, to: string, username: string, link: string): Mail {
  const t = TEXTS[language];
  return composeMail({ to, subject: t.subject, greeting: t.greeting(username), paragraphs: [t.body], link: { href: link, button: t.button }, footer: [t.once, t.ignore] });
}
