import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiToken, ApiTokenCreate, CreatedApiToken, User } from '../../../src/generated/model';
import { formatDateTime } from '../../../src/lib/date-time-format';
import { apiToken, failure, ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { dialogGone, listItemShowing, openSettingsSection, pageSection } from '../settings-sections';

const bob = user(5, 'bob', { tenantId: 2, role: 'member' });
const olga = user(6, 'olga', { tenantId: 2, role: 'owner' });

const SECRET = 'tc_Nw7Qx2Lm9Pz4Rt6Yb8Kc3Vd5Hf1Jg0Sa2Ue4Wi6Oq';

/** A token of bob's that expires in 2099 unless told otherwise. */
function token(tokenId: number, overrides: Partial<ApiToken> = {}): ApiToken {
  return apiToken(tokenId, { expiresAt: '2099-05-31T08:15:00.000Z', ...overrides });
}

const deploy = token(21, { name: 'deploy from CI', lastUsedAt: '2026-03-04T17:40:00.000Z', lastUsedFrom: '203.0.113.7' });
const backup = token(22, { name: 'nightly backup', prefix: 'tc_Zz9Yx', expiresAt: null });
const TOKENS = [deploy, backup];

const TOO_MANY = 'An account has at most 50 API tokens: revoke one first';
const REVOKED_NOW = '2026-03-06T10:00:00.000Z';

/** Tokens revoked for each reason the contract names, and one a newer server may add. */
const REVOKED: [ApiToken, string][] = (
  [
    ['revoked', 'revoked in the console or through the API'],
    ['userDisabled', 'its account was disabled'],
    ['tenantDisabled', 'its tenant was disabled'],
    ['tenantDeleted', 'its tenant was deleted'],
    ['signedOutEverywhere', 'revoked with signing out everywhere'],
    ['passwordChanged', 'revoked with a password change'],
    ['emailChangeUndone', 'the account was taken back after an email change'],
    ['lostInTheFuture', 'lostInTheFuture'],
  ] as const
).map(([reason, words], index) => [
  token(40 + index, { name: `old ${reason}`, revokedAt: `2026-03-0${(index % 5) + 1}T09:00:00.000Z`, revokedReason: reason as ApiToken['revokedReason'] }),
  words,
]);

interface Options {
  /** What the create call answers instead of making the token. */
  refuse?: () => Response;
}

/** The server's token calls for the signed-in user: a made token joins the list, a revoked one stays in it, saying so. */
function serveTokens(me: User, initial: ApiToken[], options: Options = {}) {
  let tokens = initial;
  const calls = { lists: 0, creates: [] as ApiTokenCreate[], revoked: [] as number[] };
  server.use(
    http.get('*/v1/auth/me', () => ok(me)),
    http.get('*/v1/auth/sessions', () => ok([])),
    http.get('*/v1/users/:id/api-tokens', () => {
      calls.lists += 1;
      return ok(tokens);
    }),
    http.post('*/v1/users/:id/api-tokens', async ({ request, params }) => {
      const body = (await request.json()) as ApiTokenCreate;
      calls.creates.push(body);
      if (options.refuse) return options.refuse();
      const made: CreatedApiToken = {
        ...token(30, { userId: Number(params['id']), name: body.name, prefix: SECRET.slice(0, 8) }),
        expiresAt: body.expiresInDays === null ? null : '2099-01-01T00:00:00.000Z',
        token: SECRET,
      };
      const { token: _secret, ...listed } = made;
      tokens = [listed, ...tokens];
      return HttpResponse.json({ code: 0, message: 'ok', data: made }, { status: 201 });
    }),
    http.delete('*/v1/users/:id/api-tokens/:tokenId', ({ params }) => {
      const id = Number(params['tokenId']);
      calls.revoked.push(id);
      tokens = tokens.map((one) => (one.tokenId === id && !one.revokedAt ? { ...one, revokedAt: REVOKED_NOW, revokedReason: 'revoked' } : one));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const section = (name = 'API tokens') => pageSection(name);

/** The row of the list that names `text` (a token's name). */
const row = (within_: HTMLElement, text: string) => listItemShowing(within_, text, 'token');

async function openNewToken(person: ReturnType<typeof userEvent.setup>, tokens: HTMLElement, name = 'New token') {
  await person.click(within(tokens).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the API tokens in Settings', () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('lists each token with its name, first characters, dates and last use', async () => {
    signIn(bob);
    serveTokens(bob, TOKENS);
    await renderConsole('/settings');
    const tokens = await section();
    const list = await within(tokens).findByRole('list', { name: 'API tokens' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const first = await row(tokens, 'deploy from CI');
    expect(within(first).getByText('tc_Ab12C…')).toBeInTheDocument();
    expect(within(first).getByText(`Created ${formatDateTime(deploy.createdAt, 'en')}`)).toBeInTheDocument();
    expect(within(first).getByText(`Expires ${formatDateTime(deploy.expiresAt!, 'en')}`)).toBeInTheDocument();
    expect(within(first).getByText(`Last used ${formatDateTime(deploy.lastUsedAt!, 'en')} from 203.0.113.7`)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Revoke' })).toHaveAccessibleDescription('deploy from CI');

    const second = await row(tokens, 'nightly backup');
    expect(within(second).getByText('tc_Zz9Yx…')).toBeInTheDocument();
    expect(within(second).getByText('Never expires')).toBeInTheDocument();
    expect(within(second).getByText('Never used')).toBeInTheDocument();
    // Never the secret: only what the server lists.
    expect(document.body.textContent).not.toContain('tc_Nw7');
  });

  it('says so when there is no token yet', async () => {
    signIn(bob);
    serveTokens(bob, []);
    await renderConsole('/settings');
    const tokens = await section();
    expect(await within(tokens).findByText('No API tokens yet.')).toBeInTheDocument();
    expect(within(tokens).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('makes a token, shows its secret once with how to send it, and forgets it after Done', async () => {
    const calls = serveTokens(bob, TOKENS);
    const { person, section: tokens } = await openSettingsSection(bob, 'API tokens');
    await within(tokens).findByText('deploy from CI');
    const dialog = await openNewToken(person, tokens);
    expect(dialog).toHaveAccessibleName('New API token');
    await person.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  release bot  ');
    await person.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await person.click(await screen.findByRole('option', { name: 'In 30 days' }));
    await person.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByRole('dialog', { name: 'Token "release bot" created' });
    expect(within(secret).getByLabelText('API token')).toHaveValue(SECRET);
    expect(within(secret).getByText(/shown only this once/)).toBeInTheDocument();
    expect(within(secret).getByText('Authorization: Bearer tc_Nw7Qx…')).toBeInTheDocument();
    expect(calls.creates).toEqual([{ name: 'release bot', expiresInDays: 30 }]);

    await person.click(within(secret).getByRole('button', { name: 'Done' }));
    await dialogGone();
    expect(await row(tokens, 'release bot')).toBeInTheDocument();
    expect(within(tokens).getByText('tc_Nw7Qx…')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);

    // A second token starts from an empty form, and the first secret is nowhere.
    const again = await openNewToken(person, tokens);
    expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  }, 90_000);

  it('refuses a token without a name at its field, without calling the server', async () => {
    const calls = serveTokens(bob, TOKENS);
    const { person, section: tokens } = await openSettingsSection(bob, 'API tokens');
    const dialog = await openNewToken(person, tokens);
    await person.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    await person.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Give the token a name')).toBeInTheDocument();
    expect(calls.creates).toEqual([]);
  });

  it('offers a token that never expires to an owner, and not to a member', async () => {
    signIn(bob);
    serveTokens(bob, TOKENS);
    const member = await renderConsole('/settings');
    const person = userEvent.setup();
    let dialog = await openNewToken(person, await section());
    await person.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['In 30 days', 'In 90 days', 'In a year']);
    member.unmount();

    signIn(olga);
    const calls = serveTokens(olga, []);
    await renderConsole('/settings');
    dialog = await openNewToken(person, await section());
    await person.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'archive');
    await person.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await person.click(await screen.findByRole('option', { name: 'Never' }));
    await person.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('dialog', { name: 'Token "archive" created' })).toBeInTheDocument();
    expect(calls.creates).toEqual([{ name: 'archive', expiresInDays: null }]);
  }, 90_000);

  it('lists revoked tokens below the working ones, greyed, saying when and why each stopped, with nothing to revoke', async () => {
    signIn(bob);
    serveTokens(bob, [...TOKENS, ...REVOKED.map(([revoked]) => revoked)]);
    await renderConsole('/settings');
    const tokens = await section();
    const working = await within(tokens).findByRole('list', { name: 'API tokens' });
    expect(within(working).getAllByRole('listitem')).toHaveLength(2);
    // Only the working ones count toward the limit.
    expect(within(tokens).getByText('Tokens in use: 2 of at most 50. Revoked tokens do not count.')).toBeInTheDocument();

    const stopped = within(tokens).getByRole('region', { name: 'Revoked in the last 30 days' });
    const list = within(stopped).getByRole('list', { name: 'Revoked in the last 30 days' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(REVOKED.length);
    for (const [revoked, words] of REVOKED) {
      const line = await row(stopped, revoked.name);
      expect(within(line).getByText(`Revoked ${formatDateTime(revoked.revokedAt!, 'en')}: ${words}`)).toBeInTheDocument();
      expect(within(line).queryByRole('button')).not.toBeInTheDocument();
      expect(within(line).getByText(revoked.name)).toHaveStyle({ color: 'rgba(0, 0, 0, 0.6)' });
    }
    // Newest revocation first.
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('old signedOutEverywhere');
  });

  it('says no token works when every one listed is revoked, and says why in Chinese', async () => {
    signIn(bob);
    const [revoked] = REVOKED[1]!;
    serveTokens(bob, [revoked]);
    await renderConsole('/settings', 'zh');
    const tokens = await section('API 令牌');
    expect(await within(tokens).findByText('当前没有可用的令牌。')).toBeInTheDocument();
    expect(within(tokens).getByText('正在使用的令牌：0 个，最多 50 个。已吊销的令牌不计入。')).toBeInTheDocument();
    const stopped = within(tokens).getByRole('region', { name: '最近 30 天内吊销的令牌' });
    expect(within(stopped).getByText(`已于 ${formatDateTime(revoked.revokedAt!, 'zh')} 吊销：其账号已被禁用`)).toBeInTheDocument();
  });

  it('revokes a token after a confirmation that names it, says so and reads the list again', async () => {
    const calls = serveTokens(bob, TOKENS);
    const { person, section: tokens } = await openSettingsSection(bob, 'API tokens');
    await person.click(within(await row(tokens, 'deploy from CI')).getByRole('button', { name: 'Revoke' }));

    const dialog = await screen.findByRole('dialog', { name: 'Revoke token "deploy from CI"?' });
    expect(within(dialog).getByText(/Programs that use tc_Ab12C… are refused at once/)).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(calls.revoked).toEqual([]);

    await person.click(within(await row(tokens, 'deploy from CI')).getByRole('button', { name: 'Revoke' }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token "deploy from CI" revoked')).toBeInTheDocument();
    await dialogGone();
    // Listed now among the revoked ones, with when and why, and nothing more to do.
    const stopped = await within(tokens).findByRole('region', { name: 'Revoked in the last 30 days' });
    const line = await row(stopped, 'deploy from CI');
    expect(within(line).getByText(`Revoked ${formatDateTime(REVOKED_NOW, 'en')}: revoked in the console or through the API`)).toBeInTheDocument();
    expect(within(line).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(calls.revoked).toEqual([21]);
    expect(within(within(tokens).getByRole('list', { name: 'API tokens' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the server’s refusal over the form when the account has too many tokens (409)', async () => {
    serveTokens(bob, TOKENS, { refuse: () => failure(409, 40909, TOO_MANY) });
    const { person, section: tokens } = await openSettingsSection(bob, 'API tokens');
    const dialog = await openNewToken(person, tokens);
    await person.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'one too many');
    await person.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOO_MANY);
    // Said once, where it happened; no secret.
    expect(screen.getAllByText(TOO_MANY)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: /created/ })).not.toBeInTheDocument();
  });

  it('is in Chinese when Chinese is chosen, a refusal of the name shown at its field', async () => {
    const refusal = 'name：令牌名称不能只有空白';
    const calls = serveTokens(bob, TOKENS, { refuse: () => failure(400, 40001, refusal, 'name') });
    const { person, section: tokens } = await openSettingsSection(bob, 'API 令牌', 'zh');
    const second = await row(tokens, 'nightly backup');
    expect(within(second).getByText('永不过期')).toBeInTheDocument();
    expect(within(second).getByText('从未使用')).toBeInTheDocument();
    const first = await row(tokens, 'deploy from CI');
    expect(within(first).getByText(`最近使用于 ${formatDateTime(deploy.lastUsedAt!, 'zh')}，来自 203.0.113.7`)).toBeInTheDocument();

    const dialog = await openNewToken(person, tokens, '新建令牌');
    expect(dialog).toHaveAccessibleName('新建 API 令牌');
    await person.type(within(dialog).getByRole('textbox', { name: '名称' }), 'x');
    await person.click(within(dialog).getByRole('button', { name: '创建令牌' }));
    expect(await within(dialog).findByText('令牌名称不能只有空白')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.creates).toHaveLength(1);
    await person.click(within(dialog).getByRole('button', { name: '取消' }));
    await dialogGone();

    await person.click(within(first).getByRole('button', { name: '吊销' }));
    expect(await screen.findByRole('dialog', { name: '吊销令牌“deploy from CI”？' })).toBeInTheDocument();
  });
});
