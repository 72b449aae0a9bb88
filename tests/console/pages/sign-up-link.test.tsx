import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PendingSignUp, SignedUp, SignUpLink } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { failure, keepingBodies, ok } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

/** A token of the shape the server mails (43 URL-safe characters). */
const TOKEN = 'c2lnbi11cC10b2tlbi1mb3ItdGhlLWNvbnNvbGUtdGV';
const PENDING: PendingSignUp = { tenantName: 'acme', username: 'ada', email: 'ada@example.com' };
const created = (enabled: boolean) => HttpResponse.json({ code: 0, message: 'ok', data: { tenantId: 9, tenantName: 'acme', username: 'ada', enabled } satisfies SignedUp }, { status: 201 });

/** The link check and the confirmation, as the server answers them; keeps what each was sent. */
function answerLink(check: () => Response, confirm: () => Response = () => created(true)) {
  const calls = { checks: [] as SignUpLink[], confirms: [] as SignUpLink[] };
  server.use(keepingBodies('post', '*/v1/auth/sign-up/check', calls.checks, check), keepingBodies('post', '*/v1/auth/sign-up/confirm', calls.confirms, confirm));
  return calls;
}

const open = (language: 'en' | 'zh' = 'en') => renderConsole(`/sign-up?token=${TOKEN}`, language);

describe('the sign-up link (/sign-up?token=…)', () => {
  it('shows what the link creates, creates nothing until asked, then leads an open console’s new owner to sign in', async () => {
    const calls = answerLink(() => ok(PENDING));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Finish signing up' })).toBeInTheDocument();
    for (const value of ['acme', 'ada', 'ada@example.com']) expect(screen.getByText(value)).toBeInTheDocument();
    expect(calls).toEqual({ checks: [{ token: TOKEN }], confirms: [] });
    // The token leaves the address bar once read.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/sign-up');

    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tenant is ready' })).toBeInTheDocument();
    expect(screen.getByText('Your tenant acme is created, and you are its owner. Sign in as ada with the password you chose.')).toBeInTheDocument();
    expect(calls.confirms).toEqual([{ token: TOKEN }]);
    expect(localStorage.getItem(StorageKey.authToken)).toBeNull();

    await person.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('ada');
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('with approval, says the new tenant waits for an administrator, whose decision is mailed to the address proved', async () => {
    answerLink(
      () => ok(PENDING),
      () => created(false),
    );
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account created' })).toBeInTheDocument();
    expect(screen.getByText('Your tenant acme is created and waits for an administrator’s approval. You can sign in once approved.')).toBeInTheDocument();
    expect(screen.getByText('We will write to ada@example.com once an administrator has approved or rejected it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it.each([
    ['a used link', 410, 41010, 'This sign-up link was used already', 'The tenant this link asked for was created with it. Sign in with its owner’s username and password.'],
    ['an expired link', 410, 41011, 'This sign-up link has expired', 'A sign-up link works for 24 hours after it is sent. Sign up again to get a new one.'],
    ['an unknown link', 404, 40415, 'This sign-up link is not valid', 'The link is incomplete, or it was not sent by this console. Open it again from the email, whole, or sign up again.'],
  ])('explains %s, without a button that creates anything', async (_case, status, code, title, text) => {
    answerLink(() => failure(status, code, 'refused'));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create tenant' })).not.toBeInTheDocument();
  });

  it('leads from a used link to sign-in or a new password, the link’s account existing', async () => {
    answerLink(() => failure(410, 41010, 'refused'));
    await open();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('leads from an expired link back to an empty sign-up form', async () => {
    answerLink(() => failure(410, 41011, 'refused'));
    server.use(http.get('*/v1/auth/sign-up', () => ok({ mode: 'open' })));
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign up again' }));
    expect(await screen.findByLabelText(/^Tenant name/)).toHaveValue('');
    expect(window.location.pathname).toBe('/sign-up');
  });

  it.each([
    ['tenantName', 40900, 'The tenant name is taken', 'Another tenant has the tenant name you chose. Nothing was created: sign up again with another name.', 'Sign up again'],
    ['username', 40900, 'The username is taken', 'Another account has the username you chose. Nothing was created: sign up again with another username.', 'Sign up again'],
    ['email', 40906, 'This email has an account', 'An account with this email exists now, so nothing was created. Sign in with it, or choose a new password if you have forgotten it.', 'Sign in'],
  ])('says which of its values another has taken (%s), and the way on', async (field, code, title, text, way) => {
    answerLink(() => failure(409, code, 'taken', field));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole(way === 'Sign in' ? 'link' : 'button', { name: way })).toBeInTheDocument();
  });

  it('says a name taken between the check and the click, instead of the tenant', async () => {
    answerLink(
      () => ok(PENDING),
      () => failure(409, 40900, "The tenant name 'acme' is taken by another tenant", 'tenantName'),
    );
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The tenant name is taken' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up again' })).toBeInTheDocument();
  });

  it('says sign-up is closed when it was closed since the mail was sent', async () => {
    answerLink(() => failure(403, 40307, 'Sign-up is closed'));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-up is closed' })).toBeInTheDocument();
  });

  it('keeps the button when creating fails for another reason, and says why', async () => {
    const calls = answerLink(
      () => ok(PENDING),
      () => failure(503, 50300, 'The database is not available'),
    );
    await open();
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not available');
    await person.click(screen.getByRole('button', { name: 'Create tenant' }));
    await waitFor(() => expect(calls.confirms).toHaveLength(2));
  });

  it('says when the link could not be checked, and checks again on demand', async () => {
    let asked = 0;
    answerLink(() => (++asked === 1 ? failure(503, 50300, 'The database is not available') : ok(PENDING)));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be checked: The database is not available');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Create tenant' })).toBeInTheDocument();
  });

  it('calls a token of the wrong shape not valid, without asking the server', async () => {
    const calls = answerLink(() => ok(PENDING));
    await renderConsole('/sign-up?token=short');
    expect(await screen.findByRole('heading', { level: 1, name: 'This sign-up link is not valid' })).toBeInTheDocument();
    expect(calls.checks).toEqual([]);
  });

  it('is in Chinese when Chinese is chosen', async () => {
    answerLink(() => ok(PENDING));
    await open('zh');
    expect(await screen.findByRole('heading', { level: 1, name: '完成注册' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '创建租户' }));
    expect(await screen.findByText('租户 acme 已创建，您是其所有者。请以 ada 和您设置的密码登录。')).toBeInTheDocument();
  });

  it('explains an expired link in Chinese', async () => {
    answerLink(() => failure(410, 41011, '此注册链接已过期'));
    await open('zh');
    expect(await screen.findByRole('heading', { level: 1, name: '该注册链接已过期' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新注册' })).toBeInTheDocument();
  });
});
