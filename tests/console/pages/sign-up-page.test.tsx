import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LoginRequest, SignUpMode, SignUpRequest } from '../../../contract/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { failure, ok, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const FORM: SignUpRequest = { tenantName: 'acme', username: 'ada', email: 'ada@example.com', password: 'correct horse battery' };
const CLOSED = 'Sign-up is closed. Ask an administrator of this console for an account.';

function policy(mode: SignUpMode) {
  server.use(http.get('*/v1/auth/sign-up', () => ok({ mode })));
}

/** The sign-up call as the server answers it (created, enabled as the policy says), keeping what was sent. */
function answerSignUp(answer: (body: SignUpRequest) => Response) {
  const sent: SignUpRequest[] = [];
  server.use(
    http.post('*/v1/auth/sign-up', async ({ request }) => {
      const body = (await request.json()) as SignUpRequest;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

const created = (enabled: boolean) => (body: SignUpRequest) =>
  HttpResponse.json({ code: 0, message: 'created', data: { tenantId: 9, tenantName: body.tenantName, username: body.username, enabled } }, { status: 201 });

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

  it('with approval, creates the tenant and says it waits for an administrator', async () => {
    policy('approval');
    const sent = answerSignUp(created(false));
    await renderConsole('/sign-up');
    expect(await screen.findByText('An administrator enables each new tenant before it can sign in.')).toBeInTheDocument();
    await fillIn({ tenantName: ' acme ', username: 'ada ' });
    expect(
      await screen.findByText('Your tenant acme is created and waits for an administrator to enable it. You can sign in once it is enabled.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([FORM]);
    expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
    expect(window.location.pathname).toBe('/sign-up');
  });

  it('with approval, tells the applicant the decision will be mailed to the address they gave', async () => {
    policy('approval');
    answerSignUp(created(false));
    await renderConsole('/sign-up');
    await fillIn();
    expect(await screen.findByText('We will write to ada@example.com once an administrator has approved or rejected it.')).toBeInTheDocument();
  });

  it('when open, signs the new owner in with the credentials typed and goes home', async () => {
    policy('open');
    const sent = answerSignUp(created(true));
    const logins: LoginRequest[] = [];
    const owner = user(12, 'ada', { tenantId: 9, role: 'owner', email: 'ada@example.com' });
    server.use(
      http.post('*/v1/auth/login', async ({ request }) => {
        logins.push((await request.json()) as LoginRequest);
        return ok({ token: 'owner-token', user: owner });
      }),
    );
    await renderConsole('/sign-up');
    await fillIn();
    expect(await screen.findByText('Welcome, ada')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(sent).toEqual([FORM]);
    expect(logins).toEqual([{ username: 'ada', password: FORM.password }]);
    expect(localStorage.getItem(StorageKey.authToken)).toBe('owner-token');
  });

  it.each([
    ['tenantName', 409, 40900, "'acme' is taken", /^Tenant name/],
    ['username', 409, 40900, "'ada' is taken", /^Username/],
    ['email', 409, 40906, "'ada@example.com' is taken", /^Email/],
  ])('shows a conflict at %s, where it happened', async (field, status, code, message, label) => {
    policy('open');
    answerSignUp(() => failure(status, code, message, field));
    await renderConsole('/sign-up');
    await fillIn();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe('/sign-up');
  });

  it('checks the fields, the password and its confirmation in the browser, without calling the server', async () => {
    policy('open');
    const sent = answerSignUp(created(true));
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
    const sent = answerSignUp(created(true));
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
    const sent = answerSignUp(created(true));
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

  it('asks for the tenant and its owner in Chinese when Chinese is chosen', async () => {
    policy('approval');
    answerSignUp(created(false));
    await renderConsole('/sign-up', 'zh');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^租户名称/), 'acme');
    await person.type(screen.getByLabelText(/^用户名/), 'ada');
    await person.type(screen.getByLabelText(/^邮箱/), 'ada@example.com');
    await person.type(screen.getByLabelText(/^密码/), FORM.password);
    await person.type(screen.getByLabelText(/^确认密码/), FORM.password);
    await person.click(screen.getByRole('button', { name: '创建账号' }));
    expect(await screen.findByText('您的租户 acme 已创建，正在等待管理员启用。启用后即可登录。')).toBeInTheDocument();
  });
});
