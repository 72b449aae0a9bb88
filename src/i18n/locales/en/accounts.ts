import { apiTokensEn } from './api-tokens';
import { sessionsEn } from './sessions';
import { twoFactorEn } from './two-factor';

/**
 * Messages of one's own account in the admin application (`accounts.*`): settings,
 * password change, the forced change after a temporary password, and two-factor sign-in and the
 * sessions in Settings. The public pages' (reset by mail, sign-up, the code step, a new
 * password's fields and checks) are in the public part: `./public-accounts.ts`.
 */
export const accountsEn = {
  fields: {
    currentPassword: 'Current password',
  },
  settings: {
    subtitle: 'Your account and how the console looks to you.',
    password: 'Password',
    passwordText: 'Change the password you sign in with',
    appearance: 'Appearance',
    appearanceText: 'Theme and font',
    email: 'Email address',
    noEmail: 'No email address',
    emailPending: '%{email}, waiting for confirmation',
  },
  password: {
    title: 'Change password',
    text: 'Changing your password signs out every other session of your account. This one stays signed in.',
    requiredTitle: 'Choose a new password',
    required: 'You must choose a new password before you go on.',
    requiredText: 'You signed in with a temporary password. Choose your own to use the console.',
    submit: 'Change password',
    submitting: 'Changing…',
    changed: 'Password changed. Every other session has been signed out.',
    changedWithTokens: 'Password changed. Every other session has been signed out, and your API tokens were revoked.',
  },
  // A change to one's own account that needs the password given in the last 10 minutes.
  confirmItIsYou: {
    title: "Confirm it's you",
    text: 'This change to your own account needs your password again. You will not be asked again for 10 minutes.',
    password: 'Password',
    confirm: 'Confirm',
    confirming: 'Confirming…',
  },
  twoFactor: twoFactorEn,
  sessions: sessionsEn,
  apiTokens: apiTokensEn,
};
