import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../src/lib/storage-keys';
import { failure, ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const temporary = user(5, 'bob', { tenantId: 2, role: 'member', mustChangePassword: true });
const changed = { ...temporary, mustChangePassword: false };
const NEW_PASSWORD = 'correct horse battery';

function storedUser() {
  return JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? '{}') as Record<string, unknown>;
}

describe('a user who must change their password', () => {
  it('is taken to the password page right after sign-in, and told why', async () => {
    server.use(http.post('*/v1/auth/login', () => ok({ token: 'temporary-token', user: temporary })));
    await renderConsole('/sign-in?redirect=%2Fusers');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/username/i), 'bob');
    await person.type(screen.getByLabelText(/password/i), 'Tmp-7fQ2-x9Lm-Kp4Z{Enter}');
    expect(await screen.findByText('You must choose a new password before you go on.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/password');
    expect(storedUser()).toMatchObject({ mustChangePassword: true });
  });

  it.each(['/', '/users', '/tenants', '/logs', '/settings', '/settings_backup/appearance', '/tasks'])(
    'is sent from %s back to the password page, with no menu to wander off with',
    async (path) => {
      signIn(temporary);
      await renderConsole(path);
      expect(await screen.findByText('You must choose a new password before you go on.')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/settings/password');
      expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Switch tenant/ })).not.toBeInTheDocument();
    },
  );

  it('goes home once the new password is set, and may go anywhere after', async () => {
    signIn(temporary);
    server.use(http.put('*/v1/auth/password', () => ok({ token: 'token-after-change', user: changed })));
    await renderConsole('/users');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^Current password/), 'Tmp-7fQ2-x9Lm-Kp4Z');
    await person.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await person.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await person.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Every other session has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByText('Welcome, bob')).toBeInTheDocument();
    expect(storedUser()).toMatchObject({ mustChangePassword: false });
    expect(localStorage.getItem(StorageKey.authToken)).toBe('token-after-change');
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
  });

  it('is taken to the password page when the server refuses a call until the password is changed', async () => {
    const owner = user(5, 'bob', { tenantId: 2, role: 'owner' });
    signIn(owner);
    server.use(
      http.get('*/v1/auth/me', () => ok(owner)),
      http.get('*/v1/users', () => failure(403, 40306, 'Change your password first')),
    );
    await renderConsole('/users');
    expect(await screen.findByText('You must choose a new password before you go on.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/password');
    expect(storedUser()).toMatchObject({ mustChangePassword: true });
  });

  it('is told why in Chinese when Chinese is chosen', async () => {
    signIn(temporary);
    await renderConsole('/', 'zh');
    expect(await screen.findByText('继续之前，您必须设置一个新密码。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '设置新密码' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/password');
  });
});
