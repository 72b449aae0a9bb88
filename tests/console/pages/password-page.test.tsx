import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiToken, PasswordChange } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { apiToken, failure, keepingBodies, ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const bob = user(5, 'bob', { tenantId: 2, role: 'member' });
const NEW_PASSWORD = 'correct horse battery';

/** Bob's API tokens as the server lists them; counts how often they were asked for. */
function serveTokens(tokens: ApiToken[]) {
  const calls = { lists: 0 };
  server.use(
    http.get('*/v1/users/:id/api-tokens', () => {
      calls.lists += 1;
      return ok(tokens);
    }),
  );
  return calls;
}

/** Answers the password change as the server does, and keeps what was sent. */
function answerPasswordChange(answer: () => Response = () => ok({ token: 'token-after-change', user: bob })) {
  const sent: PasswordChange[] = [];
  server.use(keepingBodies('put', '*/v1/auth/password', sent, answer));
  return sent;
}

async function fillIn(current: string, next: string, confirmation = next) {
  const person = userEvent.setup();
  await person.type(await screen.findByLabelText(/^Current password/), current);
  await person.type(screen.getByLabelText(/^New password/), next);
  await person.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await person.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the password page', () => {
  it('changes the password, keeps this tab signed in with the new token, and clears the form', async () => {
    signIn(bob);
    const sent = answerPasswordChange();
    await renderConsole('/settings/password');
    expect(await screen.findByText(/signs out every other session/)).toBeInTheDocument();
    await fillIn('temporary-secret', NEW_PASSWORD);
    expect(await screen.findByText('Password changed. Every other session has been signed out.')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'temporary-secret', newPassword: NEW_PASSWORD }]);
    expect(localStorage.getItem(StorageKey.authToken)).toBe('token-after-change');
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? '{}')).toMatchObject({ username: 'bob', mustChangePassword: false });
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue('');
    expect(window.location.pathname).toBe('/settings/password');
  });

  it('offers to revoke the account’s working API tokens with the change, says they keep working otherwise, and says so when it did', async () => {
    signIn(bob);
    serveTokens([apiToken(1), apiToken(2, { revokedAt: '2026-03-01T08:00:00.000Z', revokedReason: 'userDisabled' }), apiToken(3)]);
    const sent = answerPasswordChange();
    await renderConsole('/settings/password');
    const choice = await screen.findByRole('checkbox', { name: 'Also revoke my 2 API tokens' });
    expect(choice).toHaveAccessibleDescription('Ticked, programs that use them are refused at once, for good. Left unticked, your API tokens keep working.');
    await userEvent.setup().click(choice);
    await fillIn('temporary-secret', NEW_PASSWORD);
    expect(await screen.findByText('Password changed. Every other session has been signed out, and your API tokens were revoked.')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'temporary-secret', newPassword: NEW_PASSWORD, revokeApiTokens: true }]);
  });

  it('offers no token choice without working tokens, nor asks for them while a temporary password must change first', async () => {
    signIn(bob);
    const listed = serveTokens([apiToken(1, { revokedAt: '2026-03-01T08:00:00.000Z', revokedReason: 'revoked' })]);
    const view = await renderConsole('/settings/password');
    await screen.findByLabelText(/^Current password/);
    await waitFor(() => expect(listed.lists).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
    view.unmount();

    signIn({ ...bob, mustChangePassword: true });
    const calls = serveTokens([apiToken(1)]);
    await renderConsole('/settings/password');
    expect(await screen.findByText('You must choose a new password before you go on.')).toBeInTheDocument();
    // The server refuses every other call until then (40306): the list is not asked for.
    expect(calls.lists).toBe(0);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows a wrong current password at its field, and stays signed in', async () => {
    signIn(bob);
    answerPasswordChange(() => failure(403, 40305, 'The current password is not right', 'currentPassword'));
    await renderConsole('/settings/password');
    await fillIn('not-my-password', NEW_PASSWORD);
    expect(await screen.findByText('The current password is not right')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'false');
    expect(localStorage.getItem(StorageKey.authToken)).toBe('test-token');
    expect(window.location.pathname).toBe('/settings/password');
  });

  it('shows the server’s rule at the new password, without the field’s name in front', async () => {
    signIn(bob);
    answerPasswordChange(() => failure(400, 40000, 'newPassword: must not be the username', 'newPassword'));
    await renderConsole('/settings/password');
    await fillIn('temporary-secret', NEW_PASSWORD);
    expect(await screen.findByText('must not be the username')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal that concerns no field above the form', async () => {
    signIn(bob);
    answerPasswordChange(() => failure(429, 42900, 'Too many attempts; try again in a minute'));
    await renderConsole('/settings/password');
    await fillIn('temporary-secret', NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts; try again in a minute');
  });

  it('checks the confirmation in the browser, without calling the server', async () => {
    signIn(bob);
    const sent = answerPasswordChange();
    await renderConsole('/settings/password');
    await fillIn('temporary-secret', NEW_PASSWORD, 'correct horse battery staple');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('refuses a short new password, and one that is the username, before sending', async () => {
    signIn(user(6, 'robert.tables'));
    const sent = answerPasswordChange();
    await renderConsole('/settings/password');
    await fillIn('temporary-secret', 'short');
    expect(await screen.findByText('Use 12–128 characters')).toBeInTheDocument();
    const next = screen.getByLabelText(/^New password/);
    const person = userEvent.setup();
    await person.clear(next);
    await person.type(next, 'Robert.Tables');
    await person.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must not be your username')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('is reached from the user menu', async () => {
    signIn(bob);
    await renderConsole('/');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Profile' }));
    await person.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/password');
  });

  it('is in Chinese when Chinese is chosen', async () => {
    signIn(bob);
    answerPasswordChange(() => failure(403, 40305, '当前密码不正确', 'currentPassword'));
    await renderConsole('/settings/password', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '修改密码' })).toBeInTheDocument();
    const person = userEvent.setup();
    await person.type(screen.getByLabelText(/^当前密码/), 'wrong-password');
    await person.type(screen.getByLabelText(/^新密码/), NEW_PASSWORD);
    await person.type(screen.getByLabelText(/^确认新密码/), 'something else entirely');
    await person.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await person.clear(screen.getByLabelText(/^确认新密码/));
    await person.type(screen.getByLabelText(/^确认新密码/), NEW_PASSWORD);
    await person.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('当前密码不正确')).toBeInTheDocument();
  });
});
