/**
 * The messages of the public pages the light shell renders (sign-in, the error pages), loaded before
 * anything else. Those of sign-up, a forgotten password and the code step come with those pages
 * (`./public-accounts.ts`); everything the admin application needs comes later, with it (`../../bundles`).
 */
export const publicEn = {
  app: {
    title: 'Tenant Console',
    language: {
      label: 'Language',
      zh: '中文',
      en: 'English',
    },
    loading: 'Loading…',
  },
  signIn: {
    title: 'Sign in',
    subtitle: 'Sign in to manage tenants and their domains',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'Sign-in failed. Check your connection and try again.',
    awaitingApproval: 'Your sign-up is waiting for an administrator’s approval. You will get an email once it is approved or rejected; then you can sign in.',
    asideTitle: 'Every tenant, one console',
    required: 'Required',
    asideText: 'Manage tenants and their domains, and work inside the tenant you choose.',
  },
  accounts: {
    links: {
      forgotPassword: 'Forgot password?',
      noAccount: 'No account yet?',
      signUp: 'Create an account',
    },
    // A new password's fields and checks, and an app code's: the public account pages and the admin
    // application's settings both show them, and both have this part.
    fields: {
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      password: 'Password',
    },
    help: {
      newPassword: '%{min}–%{max} characters, not your username',
    },
    validation: {
      length: 'Use %{min}–%{max} characters',
      isUsername: 'The password must not be your username',
      mismatch: 'The passwords do not match',
    },
    twoFactor: {
      invalidCode: 'Enter the 6 digits your app shows',
    },
  },
  shell: {
    errors: {
      // The spec's words (§8), also the public pages' when a call fails without the server's own.
      somethingWentWrong: 'Something went wrong!',
    },
  },
};
