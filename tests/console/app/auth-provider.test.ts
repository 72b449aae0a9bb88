import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, SIGN_OUT_WAIT_MS, signInPath } from '../../../src/app/auth-provider';
import { onSessionExpired, resetSessionExpiry } from '../../../src/lib/session-expiry';
import { StorageKey } from '../../../src/lib/storage-keys';
import { failure, signIn } from '../fixtures';
import { server } from '../msw-server';

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

  describe('signing out', () => {
    afterEach(() => {
      vi.useRealTimers();
      resetSessionExpiry();
    });

    /** Every sign-out call the server gets, with the token it carried. */
    function serveSignOut(answer: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 204 })) {
      const tokens: (string | null)[] = [];
      server.use(
        http.post('*/v1/auth/sign-out', ({ request }) => {
          tokens.push(request.headers.get('authorization'));
          return answer();
        }),
      );
      return tokens;
    }

    it('ends the session on the server with its token, and clears it here', async () => {
      signIn();
      localStorage.setItem(StorageKey.currentTenantId, '3');
      const tokens = serveSignOut();
      await authProvider.logout({});
      expect(tokens).toEqual(['Bearer test-token']);
      for (const key of ['authToken', 'userInfo', 'currentTenantId']) expect(localStorage.getItem(key), key).toBeNull();
    });

    it.each([
      ['refuses the token (401: it ended already)', () => failure(401, 40103, 'Your session has ended; sign in again')],
      ['cannot be reached', () => HttpResponse.error()],
      ['fails', () => failure(500, 50000, 'Internal error')],
    ])('signs out here all the same when the server %s, without the session-expired path', async (_name, answer) => {
      signIn();
      const expired = vi.fn();
      const stop = onSessionExpired(expired);
      const tokens = serveSignOut(answer);
      await expect(authProvider.logout({})).resolves.toBeUndefined();
      stop();
      expect(tokens).toEqual(['Bearer test-token']);
      expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
      expect(localStorage.getItem(StorageKey.userInfo)).toBeNull();
      expect(expired).not.toHaveBeenCalled();
    });

    it('waits a moment at most for a server that does not answer', async () => {
      signIn();
      let arrived: () => void = () => undefined;
      const asked = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const tokens = serveSignOut(async () => {
        arrived();
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let done = false;
      const signingOut = authProvider.logout({}).then(() => {
        done = true;
      });
      await asked;
      expect(tokens).toHaveLength(1);
      expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
      await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await signingOut;
      expect(done).toBe(true);
    });

    it('asks nothing of the server when there is no session', async () => {
      const tokens = serveSignOut();
      await authProvider.logout({});
      expect(tokens).toEqual([]);
    });
  });

  it('reports the stored role as permissions', async () => {
    signIn({ userId: 5, username: 'acme', isAdmin: false, tenantId: 5 });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('user');
  });
});
