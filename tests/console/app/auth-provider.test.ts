import { describe, expect, it } from 'vitest';
import { authProvider, signInPath } from '../../../src/app/auth-provider';
import { StorageKey } from '../../../src/lib/storage-keys';
import { signIn } from '../fixtures';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the auth provider', () => {
  it('sends a signed-out visitor to sign-in with the page they wanted', async () => {
    window.history.pushState({}, '', '/tenants/3/show?tab=domains');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      redirectTo: '/sign-in?redirect=%2Ftenants%2F3%2Fshow%3Ftab%3Ddomains',
    });
  });

  it('lets a visitor with a token through', async () => {
    signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('does not send sign-in back to itself', () => {
    expect(signInPath(at('/'))).toBe('/sign-in');
    expect(signInPath(at('/sign-in'))).toBe('/sign-in');
    expect(signInPath(at('/sign-in', '?redirect=%2Ftenants'))).toBe('/sign-in?redirect=%2Ftenants');
  });

  it('clears every session key on sign-out', async () => {
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '3');
    localStorage.setItem(StorageKey.tenantsCache, '[]');
    localStorage.setItem(StorageKey.tenantsCacheExpiry, '1');
    localStorage.setItem(StorageKey.language, 'en');
    await authProvider.logout({});
    for (const key of ['authToken', 'userInfo', 'currentTenantId', 'tenantsCache', 'tenantsCacheExpiry']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem(StorageKey.language)).toBe('en');
  });

  it('reports the stored role as permissions', async () => {
    signIn({ userId: 5, username: 'acme', isAdmin: false, tenantId: 5 });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('user');
  });
});
