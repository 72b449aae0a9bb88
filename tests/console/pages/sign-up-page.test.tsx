import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SignUpMode, SignUpRequest } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { failure, keepingBodies, ok } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const FORM: SignUpRequest = { tenantName: 'acme', username: 'ada', email: 'ada@example.com', password: 'correct horse battery' };
const CLOSED = 'Sign-up is closed. Ask an administrator of this console for an account.';
const SENT = 'We sent a mail to ada@example.com. Open the link in it within 24 hours to finish creating your account.';

function policy(mode: SignUpMode) {
  server.use(http.get('*/v1/auth/sign-up', () => ok({ mode })));
}

/** The sign-up call as the server answers it, keeping what was sent. */
function answerSignUp(answer: (body: SignUpRequest) => Response) {
  const sent: SignUpRequest[] = [];
  server.use(keepingBodies('post', '*/v1/auth/sign-up', sent, answer));
  return sent;
}

/** What a server since 1.3.0 answers, whatever is taken. */
const accepted = (body: SignUpRequest) =>
  HttpResponse.json({ code: 0, message: `We sent a mail to ${body.email}; open the link in it within 24 hours to finish signing up`, data: null }, { status: 202 });

async function fillIn(values: Partial<SignUpRequest & { confirmPassword: string }> = {}) {
  const form = { ...FORM, confirmPassword: FORM.password, ...values };
  const person = userEvent.setup();
  await person.type(await screen.findByLabelText(/^Tenant name/), form.tenantName);
  await person.type(screen.getByLabelText(/^Username/), form.username);
  await person.type(screen.getByLabelText(/^Email/), form.email);
  await person.type(screen.getByLabelText(/^Password/), form.password);
  await person.type(screen.getByLabelText(/^Confirm password/), form.confirmPassword);
  await person.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign-up', () => {
  it('says it is closed, and whom to ask, when the server’s policy is off', async () => {
    policy('off');
    await renderConsole('/sign-up');
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-up is closed' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tenant name/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('sends the tenant and its owner, and says a mail is on its way to the address given, nothing more', async () => {
    policy('open');
    const sent = answerSignUp(accepted);
    await renderConsole('/sign-up');
    await fillIn({ tenantName: ' acme ', username: 'ada ' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(screen.getByText('If this address has an account already, the mail names it instead. Nothing arrived? Check your spam folder, and that the address is right.')).toBeInTheDocument();
    expect(sent).toEqual([FORM]);
    // Nobody is signed in: the account exists only once the mailed link is followed.
    expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
    expect(window.location.pathname).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('with approval, says so on the form, and answers the same way', async () => {
    policy('approval');
    answerSignUp(accepted);
    await renderConsole('/sign-up');
    expect(await screen.findByText('An administrator approves each new tenant before it signs in.')).toBeInTheDocument();
    await fillIn();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });

  it('goes back to an empty form to sign up with other details', async () => {
    policy('open');
    const sent = answerSignUp(accepted);
    await renderConsole('/sign-up');
    await fillIn();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign up with other details' }));
    expect(await screen.findByLabelText(/^Tenant name/)).toHaveValue('');
    await fillIn({ tenantName: 'acme-two', email: 'ada.two@example.com' });
    expect(await screen.findByText('We sent a mail to ada.two@example.com. Open the link in it within 24 hours to finish creating your account.')).toBeInTheDocument();
    expect(sent.map((body) => body.tenantName)).toEqual(['acme', 'acme-two']);
  });

  it('shows a refusal of the input at its field, where it happened', async () => {
    policy('open');
    answerSignUp(() => failure(400, 40000, 'email: must match format "email"', 'email'));
    await renderConsole('/sign-up');
    await fillIn();
    expect(await screen.findByText('must match format "email"')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe('/sign-up');
  });

  it('says over the form when too many sign-ups came from this address', async () => {
    policy('open');
    answerSignUp(() => failure(429, 42900, 'Too many attempts; try again in 60 seconds'));
    await renderConsole('/sign-up');
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts; try again in 60 seconds');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('checks the fields, the password and its confirmation in the browser, without calling the server', async () => {
    policy('open');
    const sent = answerSignUp(accepted);
    await renderConsole('/sign-up');
    await fillIn({ tenantName: '-acme', email: 'not-an-email', password: 'ada', confirmPassword: 'other' });
    expect(await screen.findByText('Use 2–64 letters, digits, "_", "." or "-", starting with a letter or digit')).toBeInTheDocument();
    expect(screen.getByText('Not a valid email address, e.g. ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Use 12–128 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('after a refused submit, takes the focus to the first field to fix and checks each field again as it is typed', async () => {
    policy('open');
    const sent = answerSignUp(accepted);
    await renderConsole('/sign-up');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Required')).toHaveLength(5);
    expect(screen.getByLabelText(/^Tenant name/)).toHaveFocus();
    await person.type(screen.getByLabelText(/^Tenant name/), 'acme');
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(screen.getByLabelText(/^Tenant name/)).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toEqual([]);
  });

  it('refuses a password that is the username', async () => {
    policy('open');
    const sent = answerSignUp(accepted);
    await renderConsole('/sign-up');
    await fillIn({ username: 'ada.lovelace.1815', password: 'Ada.Lovelace.1815', confirmPassword: 'Ada.Lovelace.1815' });
    expect(await screen.findByText('The password must not be your username')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says it is closed when the server closed sign-up since the page asked', async () => {
    policy('open');
    answerSignUp(() => failure(403, 40307, 'Sign-up is closed'));
    await renderConsole('/sign-up');
    await fillIn();
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
  });

  it('says when sign-up could not be loaded, and tries again on demand', async () => {
    let asked = 0;
    server.use(http.get('*/v1/auth/sign-up', () => (++asked === 1 ? failure(503, 50300, 'The database is not available') : ok({ mode: 'open' }))));
    await renderConsole('/sign-up');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up could not be loaded: The database is not available');
    expect(window.location.pathname).toBe('/sign-up');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Tenant name/)).toBeInTheDocument();
  });

  it('is in Chinese when Chinese is chosen', async () => {
    policy('off');
    await renderConsole('/sign-up', 'zh');
    expect(await screen.findByText('注册已关闭。请联系本控制台的管理员为您创建账号。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回登录' })).toBeInTheDocument();
  });

  it('asks for the tenant and its owner in Chinese when Chinese is chosen, and says where the mail went', async () => {
    policy('approval');
    answerSignUp(accepted);
    await renderConsole('/sign-up', 'zh');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^租户名称/), 'acme');
    await person.type(screen.getByLabelText(/^用户名/), 'ada');
    await person.type(screen.getByLabelText(/^邮箱/), 'ada@example.com');
    await person.type(screen.getByLabelText(/^密码/), FORM.password);
    await person.type(screen.getByLabelText(/^确认密码/), FORM.password);
    await person.click(screen.getByRole('button', { name: '创建账号' }));
    expect(await screen.findByRole('heading', { level: 1, name: '请查收邮件' })).toBeInTheDocument();
    expect(screen.getByText('我们已向 ada@example.com 发送邮件。请在 24 小时内打开其中的链接，完成创建账号。')).toBeInTheDocument();
  });
});
