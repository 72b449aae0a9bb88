import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTenant, listTenants, setTenantStatus, updateTenant } from '../../../src/generated/endpoints/tenants/tenants';
import { login } from '../../../src/generated/endpoints/auth/auth';
import { ApiError, httpClient } from '../../../src/lib/http-client';
import { onSessionExpired, resetSessionExpiry } from '../../../src/lib/session-expiry';
import { StorageKey } from '../../../src/lib/storage-keys';
import { failure, ok, signIn, tenant } from '../fixtures';
import { server } from '../msw-server';

/** Lists the tenants through the client, answering with none, and gives back the request it sent: what the header tests read. */
async function tenantListRequest(): Promise<Request> {
  let seen: Request | undefined;
  server.use(
    http.get('*/v1/admin/tenant', ({ request }) => {
      seen = request;
      return ok([]);
    }),
  );
  await listTenants();
  if (!seen) throw new Error('The client sent no request for the tenant list');
  return seen;
}

describe('the HTTP client every generated call goes through', () => {
  afterEach(() => resetSessionExpiry());

  it('calls /api with the bearer token, the current tenant and the language', async () => {
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '7');
    localStorage.setItem(StorageKey.language, 'zh');
    const seen = await tenantListRequest();
    expect(new URL(seen.url).pathname).toBe('/api/v1/admin/tenant');
    expect(seen.headers.get('authorization')).toBe('Bearer test-token');
    expect(seen.headers.get('x-tenant-id')).toBe('7');
    expect(seen.headers.get('accept-language')).toBe('zh');
  });

  it('sends neither header when nothing is stored', async () => {
    const seen = await tenantListRequest();
    expect(seen.headers.has('authorization')).toBe(false);
    expect(seen.headers.has('x-tenant-id')).toBe(false);
  });

  it('answers the envelope’s data', async () => {
    server.use(http.get('*/v1/admin/tenant/:id', () => ok(tenant(3, 'acme'))));
    await expect(getTenant(3)).resolves.toMatchObject({ tenantId: 3, username: 'acme' });
  });

  it('answers the message when there is no data, and the body when there is neither', async () => {
    server.use(http.get('*/v1/admin/tenant', () => HttpResponse.json({ code: 0, message: 'done', data: null })));
    await expect(listTenants()).resolves.toBe('done');
    server.use(http.get('*/v1/admin/tenant', () => HttpResponse.json({ code: 0 })));
    await expect(listTenants()).resolves.toEqual({ code: 0 });
  });

  it('passes a body that is not an envelope through unchanged', async () => {
    server.use(http.get('*/plain', () => HttpResponse.json(['a', 'b'])));
    await expect(httpClient({ url: '/plain', method: 'GET' })).resolves.toEqual(['a', 'b']);
  });

  it('rejects a non-zero code with the server’s message, even on HTTP 200', async () => {
    server.use(http.get('*/v1/admin/tenant', () => HttpResponse.json({ code: 12, message: 'quota exceeded', data: null })));
    await expect(listTenants()).rejects.toMatchObject({ message: 'quota exceeded', code: 12 });
  });

  it("rejects a non-zero code without a message with '业务请求失败'", async () => {
    server.use(http.get('*/v1/admin/tenant', () => HttpResponse.json({ code: 12, message: '', data: null })));
    await expect(listTenants()).rejects.toMatchObject({ message: '业务请求失败' });
  });

  it('rejects an HTTP error with its status, code, message and field', async () => {
    server.use(
      http.put('*/v1/admin/tenant/:id', () =>
        failure(409, 40901, "domains[1]: 'shop.example.com' belongs to another tenant", 'domains[1]'),
      ),
    );
    const error = await updateTenant(3, { domains: ['a.example.com', 'shop.example.com'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 40901, field: 'domains[1]' });
    expect((error as Error).message).toContain('belongs to another tenant');
  });

  it('rejects 304 as "not modified"', async () => {
    server.use(http.put('*/v1/admin/tenant/:id', () => new HttpResponse(null, { status: 304 })));
    await expect(updateTenant(3, { remark: '' })).rejects.toMatchObject({ status: 304 });
  });

  it('sends the status as a query parameter', async () => {
    let url: URL | undefined;
    server.use(
      http.put('*/v1/admin/tenant/:id/status', ({ request }) => {
        url = new URL(request.url);
        return ok(tenant(3, 'acme', { enabled: false }));
      }),
    );
    await setTenantStatus(3, { enabled: false });
    expect(url?.pathname).toBe('/api/v1/admin/tenant/3/status');
    expect(url?.searchParams.get('enabled')).toBe('false');
  });

  it('ends the session once on a 401, however many calls fail together', async () => {
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '7');
    localStorage.setItem(StorageKey.tenantsCache, '[]');
    localStorage.setItem(StorageKey.tenantsCacheExpiry, '1');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    server.use(http.get('*/v1/admin/tenant', () => failure(401, 40101, 'Your session has expired')));
    const results = await Promise.allSettled([listTenants(), listTenants(), listTenants()]);
    stop();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
    for (const key of ['authToken', 'userInfo', 'currentTenantId', 'tenantsCache', 'tenantsCacheExpiry']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });

  it('tells the app of a 401 that came before it was listening, once, as soon as it listens', async () => {
    signIn();
    server.use(http.get('*/v1/admin/tenant', () => failure(401, 40101, 'Your session has expired')));
    await expect(listTenants()).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
    const expired = vi.fn();
    onSessionExpired(expired)();
    expect(expired).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    onSessionExpired(later)();
    expect(later).not.toHaveBeenCalled();
  });

  it('does not treat a wrong password (401 without a token) as an expired session', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    server.use(http.post('*/v1/auth/login', () => failure(401, 40102, 'Wrong username or password')));
    await expect(login({ username: 'admin', password: 'nope' })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(expired).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 401 to a token it no longer holds', async () => {
    signIn();
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    // Signed in again (in another tab) while the old token's call was on its way.
    server.use(
      http.get('*/v1/admin/tenant', () => {
        localStorage.setItem(StorageKey.authToken, 'a-new-token');
        return failure(401, 40103, 'Your session has ended');
      }),
    );
    await expect(listTenants()).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(StorageKey.authToken)).toBe('a-new-token');
    // Signed out, the old token sent once more to end it on the server (as sign-out does).
    localStorage.clear();
    await expect(listTenants(undefined, { headers: { Authorization: 'Bearer test-token' } })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(expired).not.toHaveBeenCalled();
  });
});
