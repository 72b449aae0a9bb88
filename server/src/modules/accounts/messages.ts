import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals and answers (accounts: signing in, passwords, reset links, sign-up and two-factor sign-in), in English and Chinese. */
export const messages = defineMessages({
  en: {
    invalidCredentials: 'Wrong username or password',
    currentPasswordWrong: 'The current password is not right',
    signUpClosed: 'Sign-up is closed on this console; ask an administrator for an account',
    signUpRequested: 'We sent a mail to {email}; open the link in it within {hours} hours to finish signing up',
    signUpLinkNotFound: 'This sign-up link is not valid; sign up again',
    signUpLinkUsed: 'This sign-up link was used already; sign in with the account it created',
    signUpLinkExpired: 'This sign-up link has expired; sign up again',
    resetRequested: 'If an account with an email matches, a link to reset its password is on its way; it works for 30 minutes',
    resetLinkNotFound: 'This password reset link is not valid; ask for a new one',
    resetLinkUsed: 'This password reset link was used already; ask for a new one',
    resetLinkExpired: 'This password reset link has expired; ask for a new one',
    twoFactorRequired: 'Enter the code from your authenticator app',
    challengeExpired: 'This sign-in step has expired; sign in again',
    oneTimeCodeWrong: 'This code is not right; enter the newest code of your app or an unused recovery code',
    twoFactorCodeWrong: 'This code is not right',
    twoFactorLocked: 'Too many wrong codes; two-factor sign-in is locked for {minutes} minutes',
    twoFactorOn: 'Two-factor sign-in is on already',
    twoFactorOff: 'Two-factor sign-in is off',
    enrolmentExpired: 'This setup has expired or is not yours; start again',
    enrolmentCodeWrong: 'This code does not match; check that the time on your device is right and enter the newest code',
    twoFactorProofNeeded: 'Enter a code of your app or your password',
    passwordWrong: 'The password is not right',
    cannotResetOwnTwoFactor: 'You cannot reset your own two-factor sign-in; turn it off in Settings',
    newPasswordUnchanged: 'The new password must differ from the current one',
    emailChangeLinkNotFound: 'This email confirmation link is not valid; change the address again to get a new one',
    emailChangeLinkUsed: 'This email confirmation link was used already, or a newer change replaced it',
    emailChangeLinkExpired: 'This email confirmation link has expired; change the address again to get a new one',
  },
  zh: {
    invalidCredentials: '用户名或密码错误',
    currentPasswordWrong: '当前密码不正确',
    signUpClosed: '本控制台未开放注册；请联系管理员为您创建账号',
    signUpRequested: '我们已向 {email} 发送邮件；请在 {hours} 小时内打开其中的链接完成注册',
    signUpLinkNotFound: '此注册链接无效；请重新注册',
    signUpLinkUsed: '此注册链接已被使用；请用它创建的账号登录',
    signUpLinkExpired: '此注册链接已过期；请重新注册',
    resetRequested: '如果有账号与之匹配且设置了邮箱，重置密码的链接已在发送途中；链接 30 分钟内有效',
    resetLinkNotFound: '此密码重置链接无效；请重新申请',
    resetLinkUsed: '此密码重置链接已被使用；请重新申请',
    resetLinkExpired: '此密码重置链接已过期；请重新申请',
    twoFactorRequired: '请输入身份验证器应用中的验证码',
    challengeExpired: '此登录步骤已过期，请重新登录',
    oneTimeCodeWrong: '验证码不正确；请输入应用中最新的验证码或一个未用过的恢复码',
    twoFactorCodeWrong: '验证码不正确',
    twoFactorLocked: '错误的验证码次数过多，两步验证已锁定 {minutes} 分钟',
    twoFactorOn: '两步验证已开启',
    twoFactorOff: '两步验证未开启',
    enrolmentExpired: '此次设置已过期或不属于您，请重新开始',
    enrolmentCodeWrong: '验证码不匹配；请确认设备时间正确并输入最新的验证码',
    twoFactorProofNeeded: '请输入应用中的验证码或您的密码',
    passwordWrong: '密码不正确',
    cannotResetOwnTwoFactor: '不能重置自己的两步验证；请在“设置”中关闭',
    newPasswordUnchanged: '新密码必须与当前密码不同',
    emailChangeLinkNotFound: '此邮箱确认链接无效；请重新更改邮箱以获取新链接',
    emailChangeLinkUsed: '此邮箱确认链接已被使用，或已被更新的更改取代',
    emailChangeLinkExpired: '此邮箱确认链接已过期；请重新更改邮箱以获取新链接',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    accounts: typeof messages;
  }
}
