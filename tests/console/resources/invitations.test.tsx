import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Invitation, InvitationCreate } from '../../../src/generated/model';
import { failure, ok, signIn, signInActingInAcme, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { serveUsers } from '../user-server';
import { catchDownloads, readText } from '../downloads';

const alice = user(11, 'alice', { role: 'owner', email: 'alice@example.com' });
const EXPIRES = '2026-12-06T09:00:00.000Z';
const dateTime = (value: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).format(new Date(value));

const invitation = (userId: number, username: string, overrides: Partial<Invitation> = {}): Invitation => ({
  userId,
  username,
  email: `${username}@example.com`,
  role: 'member',
  invitedAt: '2026-11-29T09:00:00.000Z',
  expiresAt: EXPIRES,
  expired: false,
  ...overrides,
});

/** The acting tenant's invitations in memory, as the server keeps them; what the console sent is recorded. */
function serveInvitations(initial: Invitation[] = []) {
  const open = new Map(initial.map((one) => [one.userId, one]));
  const calls = { lists: 0, invites: [] as InvitationCreate[], resent: [] as number[], withdrawn: [] as number[] };
  server.use(
    http.get('*/v1/invitations', () => {
      calls.lists += 1;
      return ok([...open.values()]);
    }),
    http.post('*/v1/invitations', async ({ request }) => {
      const body = (await request.json()) as InvitationCreate;
      calls.invites.push(body);
      if (body.email === 'alice@example.com') return failure(409, 40906, "The email 'alice@example.com' is used by another user", 'email');
      const made = invitation(60, body.username ?? body.email.split('@')[0] ?? 'someone', { email: body.email, role: body.role });
      open.set(made.userId, made);
      return HttpResponse.json({ code: 0, message: 'ok', data: made }, { status: 201 });
    }),
    http.post('*/v1/invitations/:userId', ({ params }) => {
      const userId = Number(params['userId']);
      calls.resent.push(userId);
      const again = { ...open.get(userId)!, expired: false, expiresAt: EXPIRES };
      open.set(userId, again);
      return ok(again);
    }),
    http.delete('*/v1/invitations/:userId', ({ params }) => {
      calls.withdrawn.push(Number(params['userId']));
      open.delete(Number(params['userId']));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const section = (name = 'Invitations not yet accepted') => screen.findByRole('region', { name });

describe('invitations to the acting tenant', () => {
  beforeEach(() => {
    toast.dismiss();
    signInActingInAcme();
  });

  it('invites someone by email with a role: the dialog sends what was typed, says where it went, and the invitation is listed', async () => {
    serveUsers([alice]);
    const calls = serveInvitations();
    await renderConsole('/users');
    await screen.findByRole('link', { name: 'alice' });
    expect(screen.queryByRole('region', { name: 'Invitations not yet accepted' })).not.toBeInTheDocument();

    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone to acme' });
    await person.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'li.wei@example.com');
    await person.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await person.click(await screen.findByRole('option', { name: 'Owner' }));
    await person.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Li Wei');
    await person.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(calls.invites).toEqual([{ email: 'li.wei@example.com', role: 'owner', displayName: 'Li Wei' }]));
    expect(await screen.findByText(`Invitation sent to li.wei@example.com as li.wei; the link is valid until ${dateTime(EXPIRES)}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const listed = await section();
    expect(within(listed).getByText('li.wei')).toBeInTheDocument();
    expect(within(listed).getByText('Owner')).toBeInTheDocument();
    expect(within(listed).getByText(`Link valid until ${dateTime(EXPIRES)}`)).toBeInTheDocument();
  });

  it('checks the address and the username before sending, and shows a refusal at the field it names, keeping what was typed', async () => {
    serveUsers([alice]);
    const calls = serveInvitations();
    await renderConsole('/users');
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await person.type(email, 'not an address');
    await person.type(within(dialog).getByRole('textbox', { name: 'Username' }), '-bad name');
    await person.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Not a valid email address, e.g. ada@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText(/letters, digits/)).toBeInTheDocument();
    expect(calls.invites).toEqual([]);

    await person.clear(email);
    await person.type(email, 'alice@example.com');
    await person.clear(within(dialog).getByRole('textbox', { name: 'Username' }));
    await person.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText("The email 'alice@example.com' is used by another user")).toBeInTheDocument();
    expect(email).toHaveValue('alice@example.com');
    expect(calls.invites).toHaveLength(1);
  });

  it('sends an invitation again and withdraws one after asking, naming the person and the tenant', async () => {
    serveUsers([alice]);
    const calls = serveInvitations([invitation(61, 'bob', { expired: true, expiresAt: '2026-11-20T09:00:00.000Z', invitedBy: 'acme' }), invitation(62, 'carol', { invitedBy: null })]);
    await renderConsole('/users');
    const listed = await section();
    expect(within(listed).getByText('Expired')).toBeInTheDocument();
    // Who sent it, when somebody did.
    expect(within(listed).getAllByText(/^Invited by /).map((line) => line.textContent)).toEqual(['Invited by acme']);

    const person = userEvent.setup();
    await person.click(within(listed).getByRole('button', { name: 'Send again: invitation of bob' }));
    await waitFor(() => expect(calls.resent).toEqual([61]));
    expect(await screen.findByText(`Invitation to bob@example.com sent again; the new link is valid until ${dateTime(EXPIRES)}`)).toBeInTheDocument();
    await waitFor(() => expect(within(listed).queryByText('Expired')).not.toBeInTheDocument());

    await person.click(within(listed).getByRole('button', { name: 'Withdraw: invitation of carol' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the invitation of carol to tenant "acme"?' });
    await person.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.withdrawn).toEqual([62]));
    await waitFor(() => expect(within(listed).queryByText('carol')).not.toBeInTheDocument());
    expect(within(listed).getByText('bob')).toBeInTheDocument();
  });

  it('is in Chinese when Chinese is chosen', async () => {
    serveUsers([alice]);
    serveInvitations([invitation(62, 'carol', { role: 'owner' })]);
    await renderConsole('/users', 'zh');
    const listed = await section('尚未接受的邀请');
    expect(within(listed).getByText('所有者')).toBeInTheDocument();
    expect(within(listed).getByRole('button', { name: '撤回：carol 的邀请' })).toBeInTheDocument();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: '邀请' }));
    expect(await screen.findByRole('dialog', { name: '邀请成员加入 acme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送邀请' })).toBeInTheDocument();
  });

  it('is not asked for by a member, who is led from the users to their own profile', async () => {
    localStorage.clear();
    const bob = user(12, 'bob', { role: 'member', email: 'bob@example.com' });
    signIn({ userId: 12, username: 'bob', isAdmin: false, tenantId: 2 });
    serveUsers([alice, bob], bob);
    const calls = serveInvitations([invitation(62, 'carol')]);
    await renderConsole('/users');
    await waitFor(() => expect(window.location.pathname).toBe('/users/12/show'));
    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations not yet accepted' })).not.toBeInTheDocument();
    expect(calls.lists).toBe(0);
  });

  describe('from a file', () => {
    const FILE = ['email,role,name', 'li.wei@example.com,member,Li Wei', 'chen@example.com,owner,', 'LI.WEI@example.com,member,', 'not an address,member,'].join('\n');

    /** The batch calls, answering as the server does for this file's rows. */
    function serveBatch() {
      const sent = { checks: [] as unknown[], sends: [] as unknown[] };
      const answer = (checked: boolean) => ({
        checked,
        sent: 2,
        rows: [
          { row: 1, email: 'li.wei@example.com', outcome: checked ? 'ready' : 'invited', username: 'li.wei' },
          { row: 2, email: 'chen@example.com', outcome: checked ? 'ready' : 'invited', username: 'chen' },
          { row: 3, email: 'LI.WEI@example.com', outcome: 'duplicate', message: 'This address is in row 1 already' },
        ],
      });
      server.use(
        http.post('*/v1/invitations/batch/check', async ({ request }) => {
          sent.checks.push(await request.json());
          return ok(answer(true));
        }),
        http.post('*/v1/invitations/batch', async ({ request }) => {
          sent.sends.push(await request.json());
          return HttpResponse.json({ code: 0, message: 'ok', data: answer(false) }, { status: 201 });
        }),
      );
      return sent;
    }

    it('checks the file before sending, says what will go and why the rest will not, then sends and offers every row’s outcome', async () => {
      serveUsers([alice]);
      serveInvitations();
      const batch = serveBatch();
      const downloads = catchDownloads('blob:invitations');
      await renderConsole('/users');
      const person = userEvent.setup();
      await person.click(await screen.findByRole('button', { name: 'Invite from a file' }));
      const dialog = await screen.findByRole('dialog', { name: 'Invite people to acme from a file' });
      await person.upload(within(dialog).getByLabelText('Choose a CSV file'), new File([FILE], 'team.csv', { type: 'text/csv' }));

      expect(await within(dialog).findByText('2 of 4 rows will be invited')).toBeInTheDocument();
      expect(batch.checks).toEqual([
        {
          rows: [
            { email: 'li.wei@example.com', role: 'member', displayName: 'Li Wei' },
            { email: 'chen@example.com', role: 'owner' },
            { email: 'LI.WEI@example.com', role: 'member' },
          ],
        },
      ]);
      expect(within(dialog).getByText('Not sent: 2 rows')).toBeInTheDocument();
      expect(within(dialog).getByText('Row 3 · LI.WEI@example.com · Duplicate: This address is in row 1 already')).toBeInTheDocument();
      expect(within(dialog).getByText('Row 4 · not an address · Invalid: Not a valid email address')).toBeInTheDocument();
      expect(batch.sends).toEqual([]);

      await person.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));
      expect(await within(dialog).findByText('2 of 4 rows invited: the mails are on their way')).toBeInTheDocument();
      expect(batch.sends).toEqual(batch.checks);
      await person.click(within(dialog).getByRole('button', { name: 'Download the results' }));
      // Read back as a spreadsheet reads it (its byte-order mark taken as the encoding's).
      const text = await readText(downloads.saved[0]!);
      expect(text.split('\r\n').slice(0, 3)).toEqual(['Row,Email,Outcome,Username,Reason', '1,li.wei@example.com,Invited,li.wei,', '2,chen@example.com,Invited,chen,']);
      expect(downloads.names[0]).toMatch(/^invitations-\d{4}-\d{2}-\d{2}\.csv$/);
    });

    it('refuses a file of more than 10,000 rows, or of none, before asking the server, in Chinese when Chinese is chosen', async () => {
      serveUsers([alice]);
      serveInvitations();
      const batch = serveBatch();
      await renderConsole('/users', 'zh');
      const person = userEvent.setup();
      await person.click(await screen.findByRole('button', { name: '从文件邀请' }));
      const dialog = await screen.findByRole('dialog', { name: '从文件邀请成员加入 acme' });
      const big = Array.from({ length: 10_001 }, (_, index) => `p${index}@example.com,member`).join('\n');
      await person.upload(within(dialog).getByLabelText('选择 CSV 文件'), new File([big], 'big.csv', { type: 'text/csv' }));
      expect(await within(dialog).findByText('每次最多 10,000 行；此文件有 10,001 行')).toBeInTheDocument();
      await person.upload(within(dialog).getByLabelText('选择 CSV 文件'), new File(['\n\n'], 'empty.csv', { type: 'text/csv' }));
      expect(await within(dialog).findByText('文件中没有任何行')).toBeInTheDocument();
      expect(batch.checks).toEqual([]);
    });
  });
});
