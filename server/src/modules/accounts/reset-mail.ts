import type { Language } from '../../core/i18n/messages.js';
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The mail that carries a password reset link, in the language the request was made in. */
export function passwordResetMail(language: Language, to: string, username: string, link: string): Mail {
  const t = TEXTS[language];
  const text = [t.greeting(username), '', t.body, '', link, '', t.once, t.ignore, ''].join('\n');
  const html = `<p>${escapeHtml(t.greeting(username))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>
<p style="word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(t.once)}<br>${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html };
}
