/** Browser-storage names that browser tests, scripts and other tools rely on: keep them stable. */
export const StorageKey = {
  authToken: 'authToken',
  userInfo: 'userInfo',
  currentTenantId: 'currentTenantId',
  tenantsCache: 'tenantsCache',
  tenantsCacheExpiry: 'tenantsCacheExpiry',
  /** The last tenants switched to, newest first: the switcher lists them first when it searches the server. */
  recentTenants: 'recentTenants',
  font: 'font',
  theme: 'vite-ui-theme',
  language: 'i18nextLng',
  /** sessionStorage, never localStorage: the sign-in step waiting for a one-time code, gone with the tab. */
  twoFactorChallenge: 'twoFactorChallenge',
  /**
   * While an administrator acts as a tenant's owner: the administrator's own session, kept aside,
   * and what the acting session is (whom, why, until when). Deliberately not among `SESSION_KEYS`:
   * the acting session ending (a 401, sign-out, its time running out) clears those, and this is
   * what brings the administrator back.
   */
  actingAs: 'actingAs',
} as const;

/** What signing out or an expired session clears. */
export const SESSION_KEYS = [
  StorageKey.authToken,
  StorageKey.userInfo,
  StorageKey.currentTenantId,
  StorageKey.tenantsCache,
  StorageKey.tenantsCacheExpiry,
  StorageKey.recentTenants,
] as const;
