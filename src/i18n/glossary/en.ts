/**
 * The console's key terms in English: the word each uses (`term`), the messages that name it
 * (`at`, each holding the term), and words not to say for it in the messages under `avoidUnder`.
 * `tests/console/i18n/glossary.test.ts` holds the messages to it; `glossaryZh` is its twin.
 */
export const glossaryEn = {
  /** Ending one's session: the user menu, as the README and Settings say it. */
  signOut: { term: 'Sign out', at: ['ra.auth.logout', 'accounts.sessions.signOutEverywhere'], avoid: ['Logout', 'Log out'], avoidUnder: [''] },
  /** Letting a waiting sign-up in: the administrator's button, and the sign-up page. */
  approve: {
    term: 'approve',
    at: ['resources.tenants.actions.approve', 'accounts.signUp.approval', 'accounts.signUpLink.waiting'],
    avoid: ['enable'],
    avoidUnder: ['accounts.signUp.', 'accounts.signUpLink.'],
  },
  /** A tenant's own name (the contract's `username` of a tenant). */
  tenantName: { term: 'Tenant name', at: ['resources.tenants.fields.username', 'accounts.fields.tenantName'], avoid: [], avoidUnder: [] },
  /** A sign-up not yet approved, as the dashboard counts it. */
  waiting: { term: 'Waiting for approval', at: ['dashboard.waiting'], avoid: [], avoidUnder: [] },
} as const;
