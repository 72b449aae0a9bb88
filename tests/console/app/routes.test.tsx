import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, signIn } from '../fixtures';
import { server } from '../msw-server';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';

const PROTECTED = [
  '/templates',
  '/template-center',
  '/tasks',
  '/targets',
  '/targets/7',
  '/rules',
  '/rules/7',
  '/endpoints',
  '/endpoints/7',
  '/endpoints/logs/7',
  '/chats',
  '/apps',
  '/help-center',
  '/admin/endpoint-template',
  '/settings_backup',
  '/settings_backup/account',
  '/settings_backup/display',
  '/settings_backup/notifications',
];

describe("the console's routes", () => {
  beforeEach(() => {
    server.use(http.get('*/v1/admin/tenant', () => ok([])), http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([], new URL(request.url))));
  });

  it.each(PROTECTED)('%s opens inside the layout, with the menu, saying it is not available yet', async (path) => {
    signIn();
    await renderConsole(path);
    expect(await screen.findByText('This area is not available in this version of the console.')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Tenants' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it.each(['/users', '/settings', '/settings/password', '/settings/cname'])('%s sends a signed-out visitor to sign-in with a way back', async (path) => {
    await renderConsole(path);
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(path);
  });

  it('shows the 404 page for an unknown address, and Back to Home goes home', async () => {
    signIn();
    await renderConsole('/no-such-page');
    expect(await screen.findByText('Oops! Page Not Found!')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Home' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it.each([
    ['/401', 'Unauthorized Access'],
    ['/403', 'Access Forbidden'],
    ['/404', 'Oops! Page Not Found!'],
    ['/500', 'Oops! Something went wrong'],
    ['/503', 'Website is under maintenance!'],
  ])('%s is public and says %s', async (path, heading) => {
    await renderConsole(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('/otp is public and, with no sign-in waiting for a code, says the step has expired', async () => {
    await renderConsole('/otp');
    expect(await screen.findByRole('heading', { level: 1, name: 'This sign-in step has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/sign-in');
    expect(window.location.pathname).toBe('/otp');
  });

  it('/settings opens inside the layout and leads to the password, appearance, domain ownership and tenant policy pages', async () => {
    signIn();
    await renderConsole('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Password/ })).toHaveAttribute('href', '/settings/password');
    expect(screen.getByRole('link', { name: /Appearance.*Theme and font/ })).toHaveAttribute('href', '/settings_backup/appearance');
    expect(screen.getByRole('link', { name: /Domain ownership/ })).toHaveAttribute('href', '/settings/cname');
    expect(screen.getByRole('link', { name: /Tenant policy/ })).toHaveAttribute('href', '/settings/policy');
    expect(screen.queryByText('This area is not available in this version of the console.')).not.toBeInTheDocument();
  });

  it('/settings/password opens inside the layout with the password form', async () => {
    signIn();
    await renderConsole('/settings/password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.queryByText('This area is not available in this version of the console.')).not.toBeInTheDocument();
  });

  it('/forgot-password is public and asks for a username or email', async () => {
    await renderConsole('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username or email/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
  });

  it('/sign-up is public and shows the form when sign-up is open', async () => {
    server.use(http.get('*/v1/auth/sign-up', () => ok({ mode: 'open' })));
    await renderConsole('/sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tenant name/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-up');
  });
});
