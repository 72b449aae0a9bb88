import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../src/lib/storage-keys';
import { admin, failure, ok } from '../fixtures';
import { server } from '../msw-server';
import { serveSystemAndAcme } from '../tenant-pages';
import { renderConsole } from '../render-console';

/** The server takes a sign-in as the administrator and lists the tenants the page after it shows. */
function acceptSignIn() {
  serveSystemAndAcme();
  server.use(http.post('*/v1/auth/login', () => ok({ token: 'new-token', user: admin })));
}

/** Types a username and a password into the sign-in form and sends it with Enter, as a person does. */
async function typeSignIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/username/i), username);
  await user.type(await screen.findByLabelText(/password/i), `${password}{Enter}`);
}

describe('sign-in', () => {
  it('signs in and lands on the dashboard, storing the session', async () => {
    acceptSignIn();
    await renderConsole('/sign-in');
    await typeSignIn('admin', 'admin-password');
    expect(await screen.findByText('Recently updated')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem(StorageKey.authToken)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? '{}')).toMatchObject({ isAdmin: true });
  });

  it('shows the server’s refusal on the form and stays', async () => {
    server.use(http.post('*/v1/auth/login', () => failure(401, 40102, 'Wrong username or password')));
    await renderConsole('/sign-in');
    await typeSignIn('admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(window.location.pathname).toBe('/sign-in');
    expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
  });

  it('marks empty fields as required without calling the server', async () => {
    await renderConsole('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('after sign-in, goes where the redirect parameter says', async () => {
    acceptSignIn();
    await renderConsole('/sign-in?redirect=%2Ftenants%3Fpage%3D1');
    await typeSignIn('admin', 'admin-password');
    expect(await screen.findByText('acme')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tenants');
  });

  it('never follows a redirect to another site', async () => {
    acceptSignIn();
    await renderConsole('/sign-in?redirect=//evil.example/steal');
    await typeSignIn('admin', 'admin-password');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.host).toBe('localhost:3000');
  });

  it('offers the split-screen layout at /sign-in-2 and the same form at /login', async () => {
    await renderConsole('/sign-in-2');
    expect(await screen.findByText('Every tenant, one console')).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toHaveAttribute('name', 'username');
  });

  it('offers a way to reset a forgotten password and to create an account', async () => {
    server.use(http.get('*/v1/auth/sign-up', () => ok({ mode: 'approval' })));
    await renderConsole('/sign-in');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('offers no account creation when sign-up is off', async () => {
    let asked = false;
    server.use(
      http.get('*/v1/auth/sign-up', () => {
        asked = true;
        return ok({ mode: 'off' });
      }),
    );
    await renderConsole('/sign-in-2');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(screen.queryByText(/Create an account/)).not.toBeInTheDocument());
  });

  it('is in Chinese when Chinese is chosen', async () => {
    await renderConsole('/login', 'zh');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByLabelText(/用户名/)).toHaveAttribute('name', 'username');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('sign-in of a sign-up waiting for approval', () => {
  it('says the sign-up waits for an administrator and a mail will tell, as information rather than a refusal', async () => {
    server.use(http.post('*/v1/auth/login', () => failure(403, 40310, 'This sign-up is waiting for an administrator to approve it')));
    await renderConsole('/sign-in');
    await typeSignIn('new-owner', 'a-long-enough-password');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your sign-up is waiting for an administrator’s approval. You will get an email once it is approved or rejected; then you can sign in.');
    expect(notice).not.toHaveTextContent(/disabled/i);
    // MUI's information alert, not its error one: the icon says which.
    await waitFor(() => expect(within(notice).getByTestId('InfoOutlinedIcon')).toBeInTheDocument());
    expect(window.location.pathname).toBe('/sign-in');
    expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
  });

  it('says so in Chinese', async () => {
    server.use(http.post('*/v1/auth/login', () => failure(403, 40310, '该注册正在等待管理员审批')));
    await renderConsole('/sign-in', 'zh');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/用户名/), 'new-owner');
    await user.type(await screen.findByLabelText(/密码/), 'a-long-enough-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('您的注册正在等待管理员审批。审批通过或被拒绝后，您会收到邮件；通过后即可登录。');
  });
});
