/**
 * The messages of the public pages the light shell renders (sign-in, the error pages), loaded before
 * anything else: everything the admin application needs comes later, with it (`../../bundles`).
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
  },
};
