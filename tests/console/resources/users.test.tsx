import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, failure, ok, signIn, signInActingInAcme, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { onPhonesInEachTest } from '../screen-layout';
import { ONE_TIME_PASSWORD, serveUsers, TEMPORARY_PASSWORD } from '../user-server';

const alice = user(11, 'alice', { role: 'owner', displayName: 'Alice Liddell', email: 'alice@example.com', lastSignInAt: '2026-03-01T10:00:00.000Z' });
const bob = user(12, 'bob', { displayName: 'Bob', enabled: false });
const carol = user(13, 'carol', { displayName: 'Carol' });

function row(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr')!;
}

/** The create page, with `username` typed first: how each create test starts. */
async function startCreating(username: string) {
  const fake = serveUsers([alice]);
  await renderConsole('/users/create');
  const person = userEvent.setup();
  await person.type(await screen.findByLabelText(/^Username/), username);
  return { fake, person };
}

describe('users', () => {
  beforeEach(signInActingInAcme);

  describe('list', () => {
    it('shows each user with their role and state as chips, under the acting tenant’s name', async () => {
      serveUsers([alice, bob, carol]);
      await renderConsole('/users');
      expect(await screen.findByRole('link', { name: 'alice' })).toHaveAttribute('href', '/users/11/show');
      expect(within(row('alice')).getByText('Owner')).toBeInTheDocument();
      expect(within(row('alice')).getByText('Enabled')).toBeInTheDocument();
      expect(within(row('alice')).getByText('alice@example.com')).toBeInTheDocument();
      expect(within(row('bob')).getByText('Member')).toBeInTheDocument();
      expect(within(row('bob')).getByText('Disabled')).toBeInTheDocument();
      expect(within(row('bob')).getByText('Never')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Two-factor sign-in' })).toBeInTheDocument();
      expect(within(row('alice')).getByText('Off')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Users of acme' })).toBeInTheDocument();
    });

    it('asks the server for the page, sort and filters in the address', async () => {
      const fake = serveUsers([alice, bob, carol]);
      await renderConsole('/users?filter=%7B%22role%22%3A%22member%22%2C%22enabled%22%3A%22false%22%7D&sort=username&order=DESC');
      await screen.findByRole('link', { name: 'bob' });
      expect(screen.queryByRole('link', { name: 'alice' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'carol' })).not.toBeInTheDocument();
      const last = fake.calls.list.at(-1)!;
      expect(JSON.parse(last.searchParams.get('filter')!)).toEqual({ role: 'member', enabled: false });
      expect(last.searchParams.get('sort')).toBe('["username","DESC"]');
      expect(last.searchParams.get('range')).toBe('[0,24]');
    });

    it('searches usernames, names and emails on the server', async () => {
      const fake = serveUsers([alice, bob, carol]);
      await renderConsole('/users');
      await screen.findByRole('link', { name: 'carol' });
      await userEvent.setup().type(screen.getByPlaceholderText('Search username, name or email'), 'liddell');
      // The search waits for a pause in typing; on a slow machine a pause can fall mid-word, so the
      // word's own request is awaited rather than the first list without carol.
      await waitFor(() => expect(JSON.parse(fake.calls.list.at(-1)!.searchParams.get('filter')!)).toEqual({ q: 'liddell' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'carol' })).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: 'alice' })).toBeInTheDocument();
    });

    it('names each row’s checkbox after its user and has one h1', async () => {
      serveUsers([alice, bob, carol]);
      await renderConsole('/users', 'zh');
      expect(await screen.findByRole('checkbox', { name: '选择 carol' })).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox').filter((box) => !box.getAttribute('aria-label'))).toEqual([]);
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['租户 acme 的用户']));
    });

    it('says what a bulk disable changed, what already was so and what failed, naming each failure with its reason', async () => {
      const fake = serveUsers([alice, bob, carol]);
      server.use(
        http.put('*/v1/users/:id', ({ params }) => {
          const id = Number(params['id']);
          fake.calls.updates.push({ id, body: { enabled: false } });
          if (id === 12) return new HttpResponse(null, { status: 304 });
          if (id === 11) return failure(409, 40909, 'A tenant keeps at least one enabled owner');
          return ok({ ...carol, enabled: false });
        }),
      );
      await renderConsole('/users');
      await screen.findByRole('link', { name: 'alice' });
      const person = userEvent.setup();
      await person.click(screen.getByRole('checkbox', { name: 'Select all' }));
      await person.click(screen.getByRole('button', { name: 'Disable' }));
      await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('1 disabled, 1 already disabled, 1 failed')).toBeInTheDocument();
      const failures = await screen.findByRole('dialog', { name: '1 user not disabled' });
      expect(within(failures).getByText('alice')).toBeInTheDocument();
      expect(within(failures).getByText('A tenant keeps at least one enabled owner')).toBeInTheDocument();
      expect(fake.calls.updates.map((update) => update.id).sort()).toEqual([11, 12, 13]);
    });

    it('disables the selected users after confirmation, one PUT each', async () => {
      const fake = serveUsers([alice, bob, carol]);
      await renderConsole('/users');
      await screen.findByRole('link', { name: 'alice' });
      const person = userEvent.setup();
      await person.click(within(row('alice')).getByRole('checkbox'));
      await person.click(within(row('carol')).getByRole('checkbox'));
      await person.click(screen.getByRole('button', { name: 'Disable' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Disable 2 users?');
      await person.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('2 disabled, 0 already disabled, 0 failed')).toBeInTheDocument();
      expect(fake.calls.updates.sort((a, b) => a.id - b.id)).toEqual([
        { id: 11, body: { enabled: false } },
        { id: 13, body: { enabled: false } },
      ]);
      await waitFor(() => expect(within(row('carol')).getByText('Disabled')).toBeInTheDocument());
    });
  });

  describe('create', () => {
    it('shows the generated one-time password once, with a copy button, then opens the new user', async () => {
      const { fake, person } = await startCreating('dave');
      await person.type(screen.getByLabelText('Display name'), 'Dave');
      await person.click(screen.getByRole('button', { name: 'Save' }));

      const dialog = await screen.findByRole('dialog', { name: 'User "dave" created' });
      expect(within(dialog).getByLabelText('One-time password')).toHaveValue(ONE_TIME_PASSWORD);
      await person.click(within(dialog).getByRole('button', { name: 'Copy' }));
      expect(await within(dialog).findByText('Copied to the clipboard')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(ONE_TIME_PASSWORD);
      expect(fake.calls.creates).toEqual([{ username: 'dave', displayName: 'Dave', role: 'member' }]);

      await person.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(window.location.pathname).toBe('/users/12/show'));
      expect(await screen.findByText('Dave')).toBeInTheDocument();
      expect(screen.queryByDisplayValue(ONE_TIME_PASSWORD)).not.toBeInTheDocument();
      expect(screen.queryByText(ONE_TIME_PASSWORD)).not.toBeInTheDocument();
    });

    it('opens the new user at once when a password was given', async () => {
      const { fake, person } = await startCreating('erin');
      await person.type(screen.getByLabelText('Password'), 'a-long-enough-secret');
      await person.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(window.location.pathname).toBe('/users/12/show'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(fake.calls.creates[0]).toEqual({ username: 'erin', role: 'member', password: 'a-long-enough-secret' });
    });

    it('refuses a bad username, email and short password at their fields, without calling the server', async () => {
      const { fake, person } = await startCreating('has spaces');
      await person.type(screen.getByLabelText('Email'), 'not-an-email');
      await person.type(screen.getByLabelText('Password'), 'short');
      await person.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/Use 2–64 letters/)).toBeInTheDocument();
      expect(screen.getByText(/Not a valid email address/)).toBeInTheDocument();
      expect(screen.getByText('Use 12–128 characters')).toBeInTheDocument();
      expect(fake.calls.creates).toEqual([]);
    });

    it('shows the server’s conflict at the email it concerns', async () => {
      const { person } = await startCreating('frank');
      await person.type(screen.getByLabelText('Email'), 'taken@example.com');
      await person.click(screen.getByRole('button', { name: 'Save' }));
      const message = await screen.findByText("'taken@example.com' is taken");
      const email = screen.getByLabelText('Email');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(message.closest('[id]')?.id).toBe(email.getAttribute('aria-describedby'));
      expect(window.location.pathname).toBe('/users/create');
    });
  });

  describe('show and edit', () => {
    it('resets the password after confirmation and shows the temporary one once', async () => {
      const fake = serveUsers([alice, bob]);
      await renderConsole('/users/12/show');
      await screen.findByText('Bob');
      const person = userEvent.setup();
      await person.click(screen.getByRole('button', { name: 'Reset password' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent('Reset the password of "bob"?');
      await person.click(within(confirm).getByRole('button', { name: 'Confirm' }));

      const dialog = await screen.findByRole('dialog', { name: 'Temporary password for "bob"' });
      expect(within(dialog).getByLabelText('One-time password')).toHaveValue(TEMPORARY_PASSWORD);
      await person.click(within(dialog).getByRole('button', { name: 'Copy' }));
      expect(await navigator.clipboard.readText()).toBe(TEMPORARY_PASSWORD);
      expect(fake.calls.resets).toEqual([12]);

      await person.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByDisplayValue(TEMPORARY_PASSWORD)).not.toBeInTheDocument();
      expect(await screen.findByText('Due at next sign-in')).toBeInTheDocument();
    });

    it('changes nothing when the reset is cancelled', async () => {
      const fake = serveUsers([alice, bob]);
      await renderConsole('/users/12/show');
      await screen.findByText('Bob');
      const person = userEvent.setup();
      await person.click(screen.getByRole('button', { name: 'Reset password' }));
      await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(fake.calls.resets).toEqual([]);
    });

    it('resets the two-factor sign-in of a user who has it on, after confirmation', async () => {
      const dora = user(14, 'dora', { displayName: 'Dora', twoFactorEnabled: true });
      const fake = serveUsers([alice, dora]);
      await renderConsole('/users/14/show');
      await screen.findByText('Dora');
      expect(screen.getByText('Two-factor sign-in')).toBeInTheDocument();
      expect(screen.getByText('On')).toBeInTheDocument();
      const person = userEvent.setup();
      await person.click(screen.getByRole('button', { name: 'Reset two-factor sign-in' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent('Reset the two-factor sign-in of "dora"?');
      expect(confirm).toHaveTextContent(/they sign in with their password alone, and can turn it on again in Settings/);
      await person.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Two-factor sign-in of "dora" is off')).toBeInTheDocument();
      expect(fake.calls.twoFactorResets).toEqual([14]);
      expect(await screen.findByText('Off')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument());
    });

    it('offers no two-factor reset for a user who has it off', async () => {
      serveUsers([alice, bob]);
      await renderConsole('/users/12/show');
      await screen.findByText('Bob');
      expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
      expect(screen.getByText('Off')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument();
    });

    it('offers no two-factor reset of one’s own: that is turned off in Settings', async () => {
      const me = { ...admin, twoFactorEnabled: true };
      serveUsers([me, alice], me);
      await renderConsole('/users/1/show');
      expect(await screen.findByText('On')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).not.toBeInTheDocument();
    });

    it('offers the two-factor reset on the edit page too, in Chinese when Chinese is chosen', async () => {
      const dora = user(14, 'dora', { displayName: 'Dora', twoFactorEnabled: true });
      const fake = serveUsers([alice, dora]);
      await renderConsole('/users/14', 'zh');
      await waitFor(() => expect(screen.getByLabelText('显示名称')).toHaveValue('Dora'));
      const person = userEvent.setup();
      await person.click(screen.getByRole('button', { name: '重置两步验证' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent('重置用户“dora”的两步验证？');
      await person.click(within(confirm).getByRole('button', { name: '确认' }));
      expect(await screen.findByText('已关闭用户“dora”的两步验证')).toBeInTheDocument();
      expect(fake.calls.twoFactorResets).toEqual([14]);
    });

    it('saves only the fields that changed', async () => {
      const fake = serveUsers([alice, bob]);
      await renderConsole('/users/12');
      const person = userEvent.setup();
      const name = await screen.findByLabelText('Display name');
      await waitFor(() => expect(name).toHaveValue('Bob'));
      await person.clear(name);
      await person.type(name, 'Robert');
      await person.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fake.calls.updates).toHaveLength(1));
      expect(fake.calls.updates[0]).toEqual({ id: 12, body: { displayName: 'Robert' } });
      expect(await screen.findByText('User saved')).toBeInTheDocument();
    });

    it('offers no way to disable or delete oneself', async () => {
      serveUsers([admin, alice]);
      await renderConsole('/users/1');
      await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveValue('Administrator'));
      expect(screen.getByRole('switch', { name: 'State' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Edit my profile' })).toBeInTheDocument();
    });

    it('deletes a user after confirmation', async () => {
      const fake = serveUsers([alice, bob]);
      await renderConsole('/users/12');
      const person = userEvent.setup();
      await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveValue('Bob'));
      await person.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Delete user "bob"?');
      await person.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('User "bob" deleted')).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/users'));
      expect(fake.calls.deletes).toEqual([12]);
    });

    it('says a new email waits for the link mailed to it, rather than that it was saved, and shows it waiting on the user’s page', async () => {
      // Toasts outlive a test: none of an earlier save is left to be mistaken for this one's.
      toast.dismiss();
      const fake = serveUsers([alice, bob]);
      await renderConsole('/users/11');
      const person = userEvent.setup();
      const email = await screen.findByLabelText('Email');
      await waitFor(() => expect(email).toHaveValue('alice@example.com'));
      expect(screen.getByText(/A new address gets a link to confirm it; the old one stays until the link is followed/)).toBeInTheDocument();
      await person.clear(email);
      await person.type(email, 'alice@new.example');
      await person.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('A link was sent to alice@new.example: the email address changes when it is followed.')).toBeInTheDocument();
      expect(screen.queryByText('User saved')).not.toBeInTheDocument();
      expect(fake.calls.updates).toEqual([{ id: 11, body: { email: 'alice@new.example' } }]);
      await waitFor(() => expect(window.location.pathname).toBe('/users'));

      await person.click(await screen.findByRole('link', { name: 'alice' }));
      expect(await screen.findByText('alice@new.example, waiting for confirmation')).toBeInTheDocument();
      expect(screen.getByText('alice@example.com')).toBeInTheDocument();
      await person.click(screen.getByRole('link', { name: 'Edit' }));
      expect(await screen.findByText(/alice@new\.example is waiting for confirmation: the address changes when the link mailed to it is followed/)).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    });

    it('says the rest was saved when a new email comes with other changes, in Chinese too', async () => {
      serveUsers([alice, bob]);
      await renderConsole('/users/12', 'zh');
      const person = userEvent.setup();
      const name = await screen.findByLabelText('显示名称');
      await waitFor(() => expect(name).toHaveValue('Bob'));
      await person.type(name, 'by');
      await person.type(screen.getByLabelText('邮箱'), 'bob@new.example');
      await person.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('已保存。已向 bob@new.example 发送链接：打开该链接后邮箱才会更改。')).toBeInTheDocument();
    });

    it('says an email removed is saved at once', async () => {
      const fake = serveUsers([alice, bob]);
      await renderConsole('/users/11');
      const person = userEvent.setup();
      const email = await screen.findByLabelText('Email');
      await waitFor(() => expect(email).toHaveValue('alice@example.com'));
      await person.clear(email);
      await person.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('User saved')).toBeInTheDocument();
      expect(fake.calls.updates).toEqual([{ id: 11, body: { email: null } }]);
    });

    it('shows the server’s conflict at the email when saving', async () => {
      serveUsers([alice, bob]);
      await renderConsole('/users/12');
      const person = userEvent.setup();
      const email = await screen.findByLabelText('Email');
      await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveValue('Bob'));
      await person.type(email, 'taken@example.com');
      await person.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText("'taken@example.com' is taken")).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      // Said once, at the field: no toast with the server's field path in front.
      expect(screen.queryByText(/^email:/)).not.toBeInTheDocument();
    });
  });

  it('shows an administrator working in another tenant their email in Settings, without the way to a profile that is not in it', async () => {
    serveUsers([alice], { ...admin, email: 'admin@example.com', pendingEmail: 'root@example.com' });
    await renderConsole('/settings', 'zh');
    const entry = (await screen.findByText('邮箱地址')).closest('li')!;
    expect(entry).toHaveTextContent('admin@example.com');
    expect(entry).toHaveTextContent('root@example.com，等待确认');
    expect(within(entry).queryByRole('link')).not.toBeInTheDocument();
  });

  describe('phones', () => {
    onPhonesInEachTest();

    it('keeps each part of a user’s line apart, so a name ending in a right-to-left override cannot reorder the email after it', async () => {
      const name = 'Dora \u202Eadmin';
      serveUsers([user(14, 'dora', { displayName: name, email: 'dora@example.com' })]);
      await renderConsole('/users');
      const shown = await screen.findByText(name);
      expect(shown.tagName).toBe('BDI');
      const line = shown.parentElement!;
      expect(line).toHaveTextContent(`Member · Enabled · ${name} · dora@example.com`);
      expect(within(line).getByText('dora@example.com').tagName).toBe('BDI');
    });
  });

  describe('for a member', () => {
    const member = user(12, 'bob', { displayName: 'Bob', email: 'bob@example.com' });

    beforeEach(() => {
      localStorage.clear();
      signIn({ userId: 12, username: 'bob', isAdmin: false, tenantId: 2 });
    });

    it('leads from the list to their own profile, with nothing to manage', async () => {
      const fake = serveUsers([alice, member], member);
      await renderConsole('/users');
      await waitFor(() => expect(window.location.pathname).toBe('/users/12/show'));
      expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
      expect(screen.queryByText('alice')).not.toBeInTheDocument();
      expect(fake.calls.list).toEqual([]);
    });

    it('edits only their display name and email', async () => {
      const fake = serveUsers([alice, member], member);
      await renderConsole('/users/12');
      const person = userEvent.setup();
      const email = await screen.findByLabelText('Email');
      await waitFor(() => expect(email).toHaveValue('bob@example.com'));
      expect(screen.getByText('Your role and state are managed by an owner or an administrator.')).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Role/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
      await person.clear(email);
      await person.type(email, 'robert@example.com');
      await person.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fake.calls.updates).toEqual([{ id: 12, body: { email: 'robert@example.com' } }]));
    });

    it('changes their email on their profile, told where the link went, and Settings shows the address waiting', async () => {
      const fake = serveUsers([alice, member], member);
      await renderConsole('/settings');
      const entry = await screen.findByRole('link', { name: /^Email address/ });
      expect(entry).toHaveTextContent('bob@example.com');
      expect(entry).toHaveAttribute('href', '/users/12');
      const person = userEvent.setup();
      await person.click(entry);
      const email = await screen.findByLabelText('Email');
      await waitFor(() => expect(email).toHaveValue('bob@example.com'));
      await person.clear(email);
      await person.type(email, 'robert@example.com');
      // The signed-in user as the server answers them from now on.
      server.use(http.get('*/v1/auth/me', () => ok({ ...member, tenantName: 'acme', pendingEmail: 'robert@example.com' })));
      await person.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('A link was sent to robert@example.com: the email address changes when it is followed.')).toBeInTheDocument();
      expect(fake.calls.updates).toEqual([{ id: 12, body: { email: 'robert@example.com' } }]);
      expect(await screen.findByText('robert@example.com, waiting for confirmation')).toBeInTheDocument();

      await person.click(screen.getByRole('menuitem', { name: 'Settings' }));
      const waiting = await screen.findByRole('link', { name: /^Email address/ });
      expect(waiting).toHaveTextContent('bob@example.com');
      expect(waiting).toHaveTextContent('robert@example.com, waiting for confirmation');
    });

    it.each(['/users/11/show', '/users/11', '/users/create'])('is shown the 403 page at %s', async (path) => {
      serveUsers([alice, member], member);
      await renderConsole(path);
      expect(await screen.findByRole('heading', { name: 'Access Forbidden' })).toBeInTheDocument();
    });
  });
});
