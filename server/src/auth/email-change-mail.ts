import type { Language } from '../core/i18n/catalog.js';
import { composeMail } from '../core/mail/compose.js';
import type { Mail } from '../core/mail/mailer.js';

const TEXTS = {
  en: {
    confirmSubject: 'Confirm your new Tenant Console email address',
    greeting: (name: string) => `Hello ${name},`,
    confirmBody: (address: string) =>
      `This address, ${address}, was given as the new email address of your Tenant Console account. To make it your account's address, open this link within 24 hours:`,
    confirmUntil: 'Until then your account keeps its old address, and password resets and every mail go there.',
    confirmIgnore: 'If you did not ask for this, ignore this mail: nothing changes.',
    confirmButton: 'Confirm this address',
    changedSubject: 'The email address of your Tenant Console account changed',
    changedBody: (address: string) => `The email address of your Tenant Console account is now ${address}; mail for the account no longer comes here.`,
    removedSubject: 'The email address of your Tenant Console account was removed',
    removedBody: 'Your Tenant Console account no longer has an email address; mail for the account no longer comes here.',
    undoBody:
      'If this was not you, open this link within 7 days to take your account back: it gives the account this address again, lets you choose a new password, and signs out every session and revokes every API token of the account.',
    undoButton: 'Take my account back',
    undoOnce: 'The link works once. If the change was yours, ignore this mail.',
  },
  zh: {
    confirmSubject: '请确认您的 Tenant Console 新邮箱地址',
    greeting: (name: string) => `${name}，您好：`,
    confirmBody: (address: string) => `有人将此地址（${address}）设为您的 Tenant Console 账号的新邮箱。如要让它成为账号的邮箱，请在 24 小时内打开以下链接：`,
    confirmUntil: '在此之前，您的账号仍使用原邮箱，密码重置和所有邮件都会发往原邮箱。',
    confirmIgnore: '如果这不是您本人的操作，请忽略此邮件，什么都不会改变。',
    confirmButton: '确认此地址',
    changedSubject: '您的 Tenant Console 账号邮箱已更改',
    changedBody: (address: string) => `您的 Tenant Console 账号的邮箱现在是 ${address}，此后该账号的邮件不再发往本地址。`,
    removedSubject: '您的 Tenant Console 账号邮箱已被移除',
    removedBody: '您的 Tenant Console 账号现在没有邮箱，此后该账号的邮件不再发往本地址。',
    undoBody: '如果这不是您本人的操作，请在 7 天内打开以下链接取回账号：账号将重新使用本地址，您可以设置新密码，并且该账号的所有会话都会结束、所有 API 令牌都会被吊销。',
    undoButton: '取回我的账号',
    undoOnce: '该链接只能使用一次。如果是您本人更改的，请忽略此邮件。',
  },
} as const;

/** To the new address: the link that makes it the account's. */
export function emailChangeConfirmMail(language: Language, to: string, username: string, link: string): Mail {
  const t = TEXTS[language];
  return composeMail({
    to,
    subject: t.confirmSubject,
    greeting: t.greeting(username),
    paragraphs: [t.confirmBody(to), t.confirmUntil],
    link: { href: link, button: t.confirmButton },
    footer: [t.confirmIgnore],
  });
}

/** To the old address, once it is the account's no more (`newEmail` null: removed): the link that undoes it for 7 days. */
export function emailChangedNoticeMail(language: Language, to: string, username: string, newEmail: string | null, undoLink: string): Mail {
  const t = TEXTS[language];
  return composeMail({
    to,
    subject: newEmail === null ? t.removedSubject : t.changedSubject,
    greeting: t.greeting(username),
    paragraphs: [newEmail === null ? t.removedBody : t.changedBody(newEmail), t.undoBody],
    link: { href: undoLink, button: t.undoButton },
    footer: [t.undoOnce],
  });
}
