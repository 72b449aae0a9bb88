import type { Language } from '../../core/i18n/catalog.js';
import { composeMail } from '../../core/mail/compose.js';
import type { Mail } from '../../core/mail/mailer.js';

const TEXTS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    inviteSubject: (tenant: string) => `You are invited to manage ${tenant} on Tenant Console`,
    inviteBody: (tenant: string, username: string) =>
      `An administrator created the tenant ${tenant} on Tenant Console and made you its owner, with the username ${username}. To choose your password, open this link within 7 days:`,
    inviteOnce: 'The link works once. If it has expired, ask the administrator to send the invitation again.',
    inviteButton: 'Choose your password',
    approvedSubject: (tenant: string) => `Your sign-up for ${tenant} is approved`,
    approvedBody: (tenant: string) => `An administrator approved the tenant ${tenant}. You can sign in now:`,
    approvedButton: 'Sign in',
    rejectedSubject: (tenant: string) => `Your sign-up for ${tenant} was not approved`,
    rejectedBody: (tenant: string) => `An administrator did not approve the tenant ${tenant}, and it has been removed with its account.`,
    reason: (reason: string) => `The reason given: ${reason}`,
  },
  zh: {
    greeting: (name: string) => `${name}，您好：`,
    inviteSubject: (tenant: string) => `邀请您管理 Tenant Console 上的租户 ${tenant}`,
    inviteBody: (tenant: string, username: string) =>
      `管理员在 Tenant Console 上创建了租户 ${tenant}，并将您设为其所有者，用户名为 ${username}。请在 7 天内打开以下链接设置密码：`,
    inviteOnce: '该链接只能使用一次。如已过期，请联系管理员重新发送邀请。',
    inviteButton: '设置密码',
    approvedSubject: (tenant: string) => `您注册的租户 ${tenant} 已通过审批`,
    approvedBody: (tenant: string) => `管理员已批准租户 ${tenant}。您现在可以登录：`,
    approvedButton: '登录',
    rejectedSubject: (tenant: string) => `您注册的租户 ${tenant} 未通过审批`,
    rejectedBody: (tenant: string) => `管理员未批准租户 ${tenant}，该租户及其账号已被移除。`,
    reason: (reason: string) => `原因：${reason}`,
  },
} as const;

/** The mail that invites a tenant's user to choose a password. */
export function invitationMail(language: Language, to: { email: string; username: string }, tenant: string, link: string): Mail {
  const t = TEXTS[language];
  return composeMail({
    to: to.email,
    subject: t.inviteSubject(tenant),
    greeting: t.greeting(to.username),
    paragraphs: [t.inviteBody(tenant, to.username)],
    link: { href: link, button: t.inviteButton },
    footer: [t.inviteOnce],
  });
}

/** The mail that tells an applicant how their sign-up was decided. */
export function signUpDecisionMail(
  language: Language,
  to: { email: string; username: string },
  tenant: string,
  decision: { approved: boolean; reason: string; signInLink: string },
): Mail {
  const t = TEXTS[language];
  const reason = decision.reason.trim() === '' ? [] : [t.reason(decision.reason.trim())];
  return decision.approved
    ? composeMail({
        to: to.email,
        subject: t.approvedSubject(tenant),
        greeting: t.greeting(to.username),
        paragraphs: [t.approvedBody(tenant), ...reason],
        link: { href: decision.signInLink, button: t.approvedButton },
      })
    : composeMail({ to: to.email, subject: t.rejectedSubject(tenant), greeting: t.greeting(to.username), paragraphs: [t.rejectedBody(tenant), ...reason] });
}
