import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast, Toaster } from 'sonner';
import { toasterReady } from '../../../src/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorFunnel } from '../../../src/app/error-funnel';
import { ApiError } from '../../../src/lib/http-client';
import { resetSessionExpiry } from '../../../src/lib/session-expiry';
import { StorageKey } from '../../../src/lib/storage-keys';
import { messages } from '../../../src/i18n/all-messages';
import { failure, ok, signIn, tenant } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const english = (key: string) =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages.en));

function funnelWithToaster() {
  const navigate = vi.fn();
  const funnel = createErrorFunnel(english);
  funnel.setNavigate(navigate);
  render(<Toaster />);
  // The console's toasts wait for its toaster; this one stands in for it.
  toasterReady();
  return { funnel, navigate };
}

describe('the error funnel', () => {
  it("answers a query's 500 with 'Internal Server Error!' and the /500 page, once for many", async () => {
    const { funnel, navigate } = funnelWithToaster();
    act(() => {
      funnel.onQueryError(new ApiError('boom', { status: 500 }));
      funnel.onQueryError(new ApiError('boom', { status: 500 }));
    });
    expect(await screen.findAllByText('Internal Server Error!')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/500');
  });

  it('leaves other query failures to the screen that asked', async () => {
    const { funnel, navigate } = funnelWithToaster();
    act(() => funnel.onQueryError(new ApiError('Tenant 9 does not exist', { status: 404 })));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('Tenant 9 does not exist')).not.toBeInTheDocument();
  });

  it.each([
    ['a 304', new ApiError('x', { status: 304 }), 'Content not modified!'],
    ['a 204', new ApiError('x', { status: 204 }), 'Content not found.'],
    ['an HTTP error', new ApiError("username: 'acme' is taken by another tenant", { status: 409 }), "username: 'acme' is taken by another tenant"],
    ['anything else', new Error('socket hang up'), 'Something went wrong!'],
  ])('answers %s from a mutation with its toast', async (_name, error, text) => {
    const { funnel } = funnelWithToaster();
    act(() => funnel.onMutationError(error));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('an expired session', () => {
  it('shows one toast, clears every session key and goes to sign-in with the way back', async () => {
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '2');
    localStorage.setItem(StorageKey.tenantsCache, '[]');
    localStorage.setItem(StorageKey.tenantsCacheExpiry, String(Date.now() + 60_000));
    server.use(
      http.get('*/v1/admin/tenant/with-domains', () => failure(401, 40101, 'Your session has expired; sign in again')),
      http.get('*/v1/admin/tenant', () => failure(401, 40101, 'Your session has expired; sign in again')),
    );
    await renderConsole('/tenants?page=1');
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/tenants?page=1');
    expect(await screen.findAllByText('Session expired!')).toHaveLength(1);
    for (const key of ['authToken', 'userInfo', 'currentTenantId', 'tenantsCache', 'tenantsCacheExpiry']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });
});

describe('a session ended on the server: signed out elsewhere, or the password changed (401, code 40103)', () => {
  // An ended session is heard of once until the next sign-in, and toasts outlive a test: each test here starts clean.
  beforeEach(() => {
    resetSessionExpiry();
    toast.dismiss();
  });

  it('says so instead of the session-expired toast, and goes to sign-in with the way back', async () => {
    signIn();
    server.use(
      http.get('*/v1/admin/tenant/with-domains', () => failure(401, 40103, 'Your session was ended')),
      http.get('*/v1/admin/tenant', () => failure(401, 40103, 'Your session was ended')),
    );
    await renderConsole('/tenants');
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    // The list may have written its page into the address by then: either way back is the list.
    expect(new URL(new URLSearchParams(window.location.search).get('redirect') ?? '', 'http://console').pathname).toBe('/tenants');
    expect(await screen.findAllByText('Your session was ended (signed out elsewhere, or the password changed). Sign in again.')).toHaveLength(1);
    expect(screen.queryByText('Session expired!')).not.toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
  });

  it('says so in Chinese when Chinese is chosen', async () => {
    signIn();
    server.use(
      http.get('*/v1/admin/tenant/with-domains', () => failure(401, 40103, '会话已结束')),
      http.get('*/v1/admin/tenant', () => failure(401, 40103, '会话已结束')),
    );
    await renderConsole('/tenants', 'zh');
    expect(await screen.findAllByText('您的会话已结束（已在别处退出或密码已更改），请重新登录。')).toHaveLength(1);
  });
});

describe('saving a tenant the server calls unchanged', () => {
  it("says 'Content not modified!'", async () => {
    signIn();
    server.use(
      http.get('*/v1/admin/tenant', () => ok([])),
      http.get('*/v1/admin/tenant/:id', () => ok(tenant(7, 'acme'))),
      http.put('*/v1/admin/tenant/:id', () => new HttpResponse(null, { status: 304 })),
    );
    await renderConsole('/tenants/7');
    const user = userEvent.setup();
    const remark = await screen.findByLabelText('Remark');
    await user.type(remark, ' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content not modified!')).toBeInTheDocument();
  });
});
