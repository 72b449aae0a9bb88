import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailChanged, EmailChangeLink } from '../../../src/generated/model';
import { failure, keepingBodies, ok } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

/** A token of the shape the server mails (43 URL-safe characters). */
const TOKEN = 'ZW1haWwtY2hhbmdlLXRva2VuLWZvci10aGUtdGVzdHM';
const CHANGED: EmailChanged = { username: 'li.wei', email: 'li.wei@new.example' };

/** The confirmation as the server answers it, one answer per call in turn (the last one repeats); keeps what each was sent. */
function answerConfirmation(...answers: (() => Response)[]) {
  const sent: EmailChangeLink[] = [];
  server.use(keepingBodies('post', '*/v1/auth/email-change', sent, () => (answers[Math.min(sent.length, answers.length) - 1] ?? (() => ok(CHANGED)))()));
  return sent;
}

describe('the page of the link mailed to a new email address', () => {
  it('confirms nothing on opening, only when asked, then says which address the account has now and leads to sign-in', async () => {
    const sent = answerConfirmation(() => ok(CHANGED));
    await renderConsole(`/email-change?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeInTheDocument();
    expect(screen.getByText(/Until then the account keeps its old address/)).toBeInTheDocument();
    // A mail scanner that opens the link changes nothing; the token leaves the address bar.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/email-change');
    expect(sent).toEqual([]);

    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('li.wei@new.example is now the email address of li.wei.');
    expect(sent).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(document.title).toBe('Email address confirmed · Tenant Console'));

    await person.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('li.wei');
    expect(window.location.pathname).toBe('/sign-in');
  });

  it.each([
    [404, 40411, 'This confirmation link is not valid', 'The link is incomplete, or it was not sent by this console.', false],
    [410, 41002, 'This link was used or replaced', 'or the email address was changed again since and a newer link was sent.', true],
    [410, 41003, 'This link has expired', 'A link to confirm a new address works for 24 hours.', true],
    [409, 40906, 'This address is taken', 'Another account has started using this address since the change was asked for', true],
  ])('says what a refusal (%s, %s) means: %s', async (status, code, heading, text, signIn) => {
    answerConfirmation(() => failure(status, code, 'refused', code === 40906 ? 'email' : 'token'));
    await renderConsole(`/email-change?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text.replace(/[.?*+()]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm this address' })).not.toBeInTheDocument();
    if (signIn) expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    else expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('calls an address without a token, or with a token of the wrong shape, not valid, without asking the server', async () => {
    const sent = answerConfirmation();
    const view = await renderConsole('/email-change');
    expect(await screen.findByRole('heading', { level: 1, name: 'This confirmation link is not valid' })).toBeInTheDocument();
    view.unmount();
    await renderConsole('/email-change?token=cut-short');
    expect(await screen.findByRole('heading', { level: 1, name: 'This confirmation link is not valid' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says a failure worth trying again above the button, and confirms when tried again', async () => {
    const sent = answerConfirmation(() => failure(429, 42900, 'Too many attempts; try again in a minute'), () => ok(CHANGED));
    await renderConsole(`/email-change?token=${TOKEN}`);
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts; try again in a minute');
    await person.click(screen.getByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('is in Chinese when Chinese is chosen', async () => {
    answerConfirmation(() => failure(409, 40906, '邮箱已被占用', 'email'));
    await renderConsole(`/email-change?token=${TOKEN}`, 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '确认新邮箱地址' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '确认此地址' }));
    expect(await screen.findByRole('heading', { level: 1, name: '该地址已被占用' })).toBeInTheDocument();
    expect(screen.getByText(/另一个账号开始使用此地址/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/sign-in');
  });
});
