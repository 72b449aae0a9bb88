import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PasswordResetRequest } from '../../../src/generated/model';
import { failure, keepingBodies, ok } from '../fixtures';
import { server } from '../msw-server';
import { answerPasswordResetLink } from '../password-reset-server';
import { renderConsole } from '../render-console';

/** A token of the shape the server mails (43 URL-safe characters). */
const TOKEN = 'Zm9yZ290LXBhc3N3b3JkLXRva2VuLWZvci10ZXN0czA';
const NEW_PASSWORD = 'correct horse battery';
const SENT = 'If an account with an email matches, we have sent a link to reset its password. It works for 30 minutes.';

function answerRequest(answer: () => Response = () => HttpResponse.json({ code: 0, message: 'accepted', data: null }, { status: 202 })) {
  const sent: PasswordResetRequest[] = [];
  server.use(keepingBodies('post', '*/v1/auth/password-reset-requests', sent, answer));
  return sent;
}

/** The link check and the reset, as the server answers them; keeps what each was sent. */
function answerLink(check: () => Response, reset: () => Response = () => ok({ username: 'bob' })) {
  return answerPasswordResetLink(check, reset);
}

async function setNewPassword(password: string, confirmation = password) {
  const person = userEvent.setup();
  await person.type(await screen.findByLabelText(/^New password/), password);
  await person.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await person.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('forgot password: asking for a link', () => {
  it('sends the username or email, and answers without saying whether an account exists', async () => {
    const sent = answerRequest();
    await renderConsole('/forgot-password');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^Username or email/), '  bob@example.com ');
    await person.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sent).toEqual([{ login: 'bob@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
    await person.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(await screen.findByLabelText(/^Username or email/)).toBeInTheDocument();
  });

  it('marks an empty field as required without calling the server', async () => {
    const sent = answerRequest();
    await renderConsole('/forgot-password');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a refusal such as too many attempts above the form', async () => {
    answerRequest(() => failure(429, 42900, 'Too many attempts; try again in a minute'));
    await renderConsole('/forgot-password');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^Username or email/), 'bob');
    await person.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts; try again in a minute');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('is in Chinese when Chinese is chosen', async () => {
    answerRequest();
    await renderConsole('/forgot-password', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '忘记密码' })).toBeInTheDocument();
    const person = userEvent.setup();
    await person.type(screen.getByLabelText(/^用户名或邮箱/), 'bob');
    await person.click(screen.getByRole('button', { name: '发送链接' }));
    expect(await screen.findByText('如果有设置了邮箱的账号与之匹配，我们已向该邮箱发送重置密码的链接，链接 30 分钟内有效。')).toBeInTheDocument();
  });
});

describe('forgot password: following the mailed link', () => {
  it('checks the link, sets the new password for its account, and leads to sign-in', async () => {
    const calls = answerLink(() => ok({ username: 'bob' }));
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    expect(await screen.findByText('Set a new password for bob')).toBeInTheDocument();
    expect(calls.checks).toEqual([{ token: TOKEN }]);
    await setNewPassword(NEW_PASSWORD);
    expect(await screen.findByText('Your password is set. Every session was signed out.')).toBeInTheDocument();
    expect(calls.resets).toEqual([{ token: TOKEN, newPassword: NEW_PASSWORD }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('takes the token out of the address bar once read', async () => {
    answerLink(() => ok({ username: 'bob' }));
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    expect(await screen.findByText('Set a new password for bob')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/forgot-password');
  });

  it.each([
    ['used', () => failure(410, 41000, 'This link was used already'), 'This link was used already', /sets a password once/],
    ['expired', () => failure(410, 41001, 'This link has expired'), 'This link has expired', /works for 30 minutes after it is sent/],
    ['unknown', () => failure(404, 40404, 'No such link'), 'This link is not valid', /not sent by this console/],
  ])('explains a %s link, never shows the password form, and offers a new link', async (_state, check, title, text) => {
    answerLink(check);
    answerRequest();
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByLabelText(/^Username or email/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
  });

  it('calls a malformed token unknown without asking the server', async () => {
    const calls = answerLink(() => ok({ username: 'bob' }));
    await renderConsole('/forgot-password?token=not-a-real-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(calls.checks).toEqual([]);
  });

  it('explains a link that was used between the check and the submit', async () => {
    answerLink(() => ok({ username: 'bob' }), () => failure(410, 41000, 'This link was used already'));
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    await setNewPassword(NEW_PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link was used already' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('checks the confirmation and the username in the browser, without calling the server', async () => {
    const calls = answerLink(() => ok({ username: 'robert.tables' }));
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    await setNewPassword(NEW_PASSWORD, 'correct horse battery staple');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    const person = userEvent.setup();
    await person.clear(screen.getByLabelText(/^New password/));
    await person.type(screen.getByLabelText(/^New password/), 'ROBERT.tables');
    await person.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The password must not be your username')).toBeInTheDocument();
    expect(calls.resets).toEqual([]);
  });

  it('shows the server’s refusal of the new password at its field', async () => {
    answerLink(() => ok({ username: 'bob' }), () => failure(400, 40000, 'newPassword: must be at most 128 characters', 'newPassword'));
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    await setNewPassword(NEW_PASSWORD);
    expect(await screen.findByText('must be at most 128 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the link could not be checked, and tries again on demand', async () => {
    let answers = 0;
    answerLink(() => (++answers === 1 ? failure(503, 50300, 'The database is not available') : ok({ username: 'bob' })));
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be checked: The database is not available');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Set a new password for bob')).toBeInTheDocument();
  });

  it('is in Chinese when Chinese is chosen', async () => {
    answerLink(() => failure(410, 41001, '链接已过期'));
    await renderConsole(`/forgot-password?token=${TOKEN}`, 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '该链接已过期' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新申请链接' })).toBeInTheDocument();
  });

  it('asks for the new password in Chinese when Chinese is chosen', async () => {
    answerLink(() => ok({ username: 'bob' }));
    await renderConsole(`/forgot-password?token=${TOKEN}`, 'zh');
    expect(await screen.findByText('为 bob 设置新密码')).toBeInTheDocument();
    expect(screen.getByLabelText(/^确认新密码/)).toBeInTheDocument();
  });
});

describe('forgot password: the link mailed to an old address after an email change', () => {
  const UNDO = { username: 'li.wei', purpose: 'emailUndo', email: 'li.wei@old.example', tenantName: 'acme' } as const;

  it('says which address comes back, takes the account back with a new password, and says everyone else was signed out', async () => {
    const calls = answerLink(() => ok(UNDO), () => ok(UNDO));
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Take your account back' })).toBeInTheDocument();
    expect(
      screen.getByText('The email of li.wei returns to li.wei@old.example. Choose a new password: every session of the account ends and every API token is revoked.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Take your account back · Tenant Console'));
    const person = userEvent.setup();
    await person.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await person.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await person.click(screen.getByRole('button', { name: 'Take it back' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is back' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The account li.wei has its old email address again and your new password. Everyone else was signed out and its API tokens were revoked.',
    );
    expect(calls.resets).toEqual([{ token: TOKEN, newPassword: NEW_PASSWORD }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('explains a link used between the check and the submit in the words of an undo, with no new link to ask for', async () => {
    answerLink(() => ok(UNDO), () => failure(410, 41000, 'This link was used already'));
    await renderConsole(`/forgot-password?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Take your account back' });
    const person = userEvent.setup();
    await person.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await person.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await person.click(screen.getByRole('button', { name: 'Take it back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link was used already' })).toBeInTheDocument();
    expect(screen.getByText('The account was taken back with this link already. If you cannot sign in, reset your password.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a new link' })).not.toBeInTheDocument();
  });

  it('is in Chinese when Chinese is chosen', async () => {
    answerLink(() => ok(UNDO));
    await renderConsole(`/forgot-password?token=${TOKEN}`, 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '取回您的账号' })).toBeInTheDocument();
    expect(screen.getByText('li.wei 的邮箱将恢复为 li.wei@old.example。请设置新密码：该账号的所有会话都会结束，所有 API 令牌都会被吊销。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取回账号' })).toBeInTheDocument();
  });
});
