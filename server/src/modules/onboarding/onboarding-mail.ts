import type { Language } from '../../core/i18n/catalog.js';
import { composeMail } from '../../core/mail/compose.js';
import type { Mail } from '../../core/mail/mailer.js';

type Role = 'owner' | 'member';

const TEXTS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    inviteSubject: (tenant: string, role: Role) => (role === 'owner' ? `You are invited to manage ${tenant} on Tenant Console` : `You are invited to join ${tenant} on Tenant Console`),
    inviteBody: (tenant: string, username: string, role: Role, days: number) =>
      `You are invited to the tenant ${tenant} on Tenant Console as ${role === 'owner' ? 'an owner' : 'a member'}, with the username ${username}. To choose your password, open this link within ${days === 1 ? 'a day' : `${days} days`}:`,
    inviteOnce: 'The link works once. If it has expired, ask whoever invited you to send the invitation again.',
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
    inviteSubject: (tenant: string, role: Role) => (role === 'owner' ? `邀请您管理 Tenant Console 上的租户 ${tenant}` : `邀请您加入 Tenant Console 上的租户 ${tenant}`),
    inviteBody: (tenant: string, username: string, role: Role, days: number) =>
      `邀请您以${role === 'owner' ? '所有者' : '成员'}身份加入 Tenant Console 上的租户 ${tenant}，用户名为 ${username}。请在 ${days} 天内打开以下链接设置密码：`,
    inviteOnce: '该链接只能使用一次。如已过期，请联系邀请您的人重新发送邀请。',
    inviteButton: '设置密码',
    approvedSubject: (tenant: string) => `您注册的租户 ${tenant} 已通过审批`,
    approvedBody: (tenant: string) => `管理员已批准租户 ${tenant}。您现在可以登录：`,
    approvedButton: '登录',
    rejectedSubject: (tenant: string) => `您注册的租户 ${tenant} 未通过审批`,
    rejectedBody: (tenant: string) => `管理员未批准租户 ${tenant}，该租户及其账号已被移除。`,
    reason: (reason: string) => `原因：${reason}`,
  },
} as const;

/** The mail that invites a tenant's user, with their role, to choose a password within `days`. */
export function invitationMail(language: Language, to: { email: string; username: string; role: Role }, tenant: string, link: string, days: number): Mail {
  const t = TEXTS[language];
  return composeMail({
    to: to.email,
    subject: t.inviteSubject(tenant, to.role),
    greeting: t.greeting(to.username),
    paragraphs: [t.inviteBody(tenant, to.username, to.role, days)],
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
