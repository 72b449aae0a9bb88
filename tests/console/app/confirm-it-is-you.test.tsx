import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiTokenCreate, CreatedApiToken, PasswordConfirmation } from '../../../src/generated/model';
import { failure, ok, user } from '../fixtures';
import { server } from '../msw-server';
import { openSettingsSection } from '../settings-sections';

const bob = user(5, 'bob', { tenantId: 2, role: 'owner' });
const PASSWORD = 'correct horse battery staple';
const ASK_AGAIN = "Confirm it's you: give your password again to make this change to your own account";

/**
 * A server that, like the real one, refuses a change to one's own tokens until the password was given
 * in the last 10 minutes, and takes it at `POST /v1/auth/password-confirmation`.
 */
function serveRecentPassword() {
  let confirmed = false;
  const calls = { confirmations: [] as string[], creates: [] as ApiTokenCreate[] };
  server.use(
    http.get('*/v1/auth/me', () => ok(bob)),
    http.get('*/v1/auth/sessions', () => ok([])),
    http.get('*/v1/users/:id/api-tokens', () => ok([])),
    http.post('*/v1/auth/password-confirmation', async ({ request }) => {
      const { password } = (await request.json()) as PasswordConfirmation;
      calls.confirmations.push(password);
      if (password !== PASSWORD) return failure(403, 40305, 'The password is not right', 'password');
      confirmed = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/v1/users/:id/api-tokens', async ({ request }) => {
      const body = (await request.json()) as ApiTokenCreate;
      calls.creates.push(body);
      if (!confirmed) return failure(403, 40312, ASK_AGAIN);
      const made: CreatedApiToken = {
        tokenId: 40,
        userId: 5,
        name: body.name,
        prefix: 'tc_Ab12C',
        createdAt: '2026-03-02T08:15:00.000Z',
        expiresAt: null,
        lastUsedAt: null,
        lastUsedFrom: null,
        token: 'tc_Nw7Qx2Lm9Pz4Rt6Yb8Kc3Vd5Hf1Jg0Sa2Ue4Wi6Oq',
      };
      return HttpResponse.json({ code: 0, message: 'ok', data: made }, { status: 201 });
    }),
  );
  return calls;
}

/** Bob asks for a token on his Settings, which such a server refuses until he gives his password again. */
async function askForToken() {
  const calls = serveRecentPassword();
  const { person, section: tokens } = await openSettingsSection(bob, 'API tokens');
  await within(tokens).findByText('No API tokens yet.');
  await person.click(within(tokens).getByRole('button', { name: 'New token' }));
  const form = await screen.findByRole('dialog', { name: 'New API token' });
  await person.type(within(form).getByRole('textbox', { name: 'Name' }), 'release bot');
  await person.click(within(form).getByRole('button', { name: 'Create token' }));
  return { calls, person };
}

describe("confirm it's you", () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('asks for the password when a change to one’s own account needs it, then makes the change by itself', async () => {
    const { calls, person } = await askForToken();

    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(confirm).getByText(/needs your password again/)).toBeInTheDocument();
    await person.type(within(confirm).getByLabelText(/^Password/), 'not the password');
    await person.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText('The password is not right')).toBeInTheDocument();

    await person.clear(within(confirm).getByLabelText(/^Password/));
    await person.type(within(confirm).getByLabelText(/^Password/), PASSWORD);
    await person.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    // The change goes on by itself: its secret shows, once.
    expect(await screen.findByRole('dialog', { name: 'Token "release bot" created' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument();
    expect(calls.confirmations).toEqual(['not the password', PASSWORD]);
    expect(calls.creates).toHaveLength(2);
  });

  it('leaves the change undone, and says why, when the person cancels', async () => {
    const { calls, person } = await askForToken();
    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await person.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument());
    const form = screen.getByRole('dialog', { name: 'New API token' });
    expect(await within(form).findByText(ASK_AGAIN)).toBeInTheDocument();
    expect(calls.creates).toHaveLength(1);
    expect(calls.confirmations).toEqual([]);
  });

  it('speaks Chinese in Chinese', async () => {
    serveRecentPassword();
    const { person, section: tokens } = await openSettingsSection(bob, 'API 令牌', 'zh');
    await person.click(await within(tokens).findByRole('button', { name: '新建令牌' }));
    const form = await screen.findByRole('dialog', { name: '新建 API 令牌' });
    await person.type(within(form).getByRole('textbox', { name: '名称' }), 'release bot');
    await person.click(within(form).getByRole('button', { name: '创建令牌' }));
    const confirm = await screen.findByRole('dialog', { name: '请确认是您本人' });
    expect(within(confirm).getByRole('button', { name: '确认' })).toBeInTheDocument();
  });
});
