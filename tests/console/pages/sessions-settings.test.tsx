import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiToken, Session } from '../../../src/generated/model';
import { formatDateTime } from '../../../src/lib/date-time-format';
import { StorageKey } from '../../../src/lib/storage-keys';
import { apiToken, failure, ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { dialogGone, listItemShowing, openSettingsSection, pageSection } from '../settings-sections';

const bob = user(5, 'bob', { tenantId: 2, role: 'member' });

function session(sessionId: number, overrides: Partial<Session> = {}): Session {
  return {
    sessionId,
    current: false,
    createdAt: '2026-03-02T08:15:00.000Z',
    lastSeenAt: '2026-03-04T17:40:00.000Z',
    expiresAt: '2026-03-09T08:15:00.000Z',
    clientAddress: '198.51.100.23',
    userAgent: 'Mozilla/5.0',
    browser: 'Chrome',
    os: 'macOS',
    ...overrides,
  };
}

const here = session(11, { current: true, clientAddress: '203.0.113.7', createdAt: '2026-03-05T09:00:00.000Z', lastSeenAt: '2026-03-05T09:30:00.000Z' });
const laptop = session(12, { browser: 'Firefox', os: 'Windows', clientAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348' });
const script = session(13, { browser: null, os: null, userAgent: 'curl/8.5.0' });
const phone = session(14, { browser: 'Mobile Safari', os: null });
const SESSIONS = [here, laptop, script, phone];

const GONE = 'You have no session 12: it has ended, or it is not yours';

/** Listed as a server since 1.3.0 lists a token that works: saying it is not revoked. */
const WORKING: Partial<ApiToken> = { revokedAt: null, revokedReason: null };

/** Two tokens that work and one revoked last week, which does not count. */
const TOKENS = [apiToken(1, WORKING), apiToken(2, WORKING), apiToken(3, { revokedAt: '2026-03-01T08:00:00.000Z', revokedReason: 'revoked' })];

/**
 * The server's session calls for bob: ending one takes it off the list, unless it ended elsewhere
 * already (404 40406). Bob's API tokens are `tokens` (none unless told).
 */
function serveSessions(initial: Session[], options: { endedElsewhere?: number[]; tokens?: ApiToken[] } = {}) {
  let sessions = initial;
  const calls = { lists: 0, ended: [] as number[], endAll: 0, endAllQueries: [] as string[], signOuts: 0 };
  server.use(
    http.get('*/v1/auth/me', () => ok(bob)),
    http.get('*/v1/auth/sessions', () => {
      calls.lists += 1;
      return ok(sessions);
    }),
    http.delete('*/v1/auth/sessions/:id', ({ params }) => {
      const id = Number(params['id']);
      calls.ended.push(id);
      sessions = sessions.filter((one) => one.sessionId !== id);
      if (options.endedElsewhere?.includes(id)) return failure(404, 40406, GONE, 'id');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/v1/users/:id/api-tokens', () => ok(options.tokens ?? [])),
    http.delete('*/v1/auth/sessions', ({ request }) => {
      calls.endAll += 1;
      calls.endAllQueries.push(new URL(request.url).search);
      sessions = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/v1/auth/sign-out', () => {
      calls.signOuts += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const section = (name = 'Sessions') => pageSection(name);

/** The row of the list that names `text` (a device or an address). */
const row = (within_: HTMLElement, text: string) => listItemShowing(within_, text, 'session');

describe('the sessions in Settings', () => {
  // Toasts outlive a test: each one starts without the last one's.
  beforeEach(() => {
    toast.dismiss();
  });

  it('lists each session with its device, address and times, and marks this one', async () => {
    signIn(bob);
    serveSessions(SESSIONS);
    await renderConsole('/settings');
    const sessions = await section();
    const list = await within(sessions).findByRole('list', { name: 'Sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const current = await row(sessions, 'Chrome on macOS');
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).getByText('From 203.0.113.7')).toBeInTheDocument();
    expect(within(current).getByText(`Signed in ${formatDateTime(here.createdAt, 'en')}`)).toBeInTheDocument();
    expect(within(current).getByText(`Last seen ${formatDateTime(here.lastSeenAt, 'en')}`)).toBeInTheDocument();
    // This one ends by signing out, not from the list.
    expect(within(current).queryByRole('button', { name: 'End' })).not.toBeInTheDocument();

    const other = await row(sessions, 'Firefox on Windows');
    expect(within(other).getByText('From 2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBeInTheDocument();
    expect(within(other).queryByText('This device')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'End' })).toHaveAccessibleDescription('Firefox on Windows');

    // Nothing named: the user agent is the only clue. One part named: that part.
    const unknown = await row(sessions, 'Unknown device');
    expect(within(unknown).getByText('curl/8.5.0')).toBeInTheDocument();
    expect(await row(sessions, 'Mobile Safari')).toBeInTheDocument();
    expect(within(sessions).getAllByText('This device')).toHaveLength(1);
  });

  it('ends another session after a confirmation, says so and reads the list again', async () => {
    const calls = serveSessions(SESSIONS);
    const { person, section: sessions } = await openSettingsSection(bob, 'Sessions');
    await person.click(within(await row(sessions, 'Firefox on Windows')).getByRole('button', { name: 'End' }));

    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(within(dialog).getByText('Firefox on Windows (2001:db8:85a3:8d3:1319:8a2e:370:7348) is signed out at once.')).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'End' }));

    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    await dialogGone();
    await waitFor(() => expect(within(sessions).queryByText('Firefox on Windows')).not.toBeInTheDocument());
    expect(calls.ended).toEqual([12]);
    expect(calls.lists).toBeGreaterThanOrEqual(2);
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps the session when the confirmation is cancelled', async () => {
    const calls = serveSessions(SESSIONS);
    const { person, section: sessions } = await openSettingsSection(bob, 'Sessions');
    await person.click(within(await row(sessions, 'Firefox on Windows')).getByRole('button', { name: 'End' }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(calls.ended).toEqual([]);
    expect(within(sessions).getByText('Firefox on Windows')).toBeInTheDocument();
  });

  it('shows the server’s message when the session has ended already (404, 40406), and the list without it', async () => {
    const calls = serveSessions(SESSIONS, { endedElsewhere: [12] });
    const { person, section: sessions } = await openSettingsSection(bob, 'Sessions');
    await person.click(within(await row(sessions, 'Firefox on Windows')).getByRole('button', { name: 'End' }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End' }));
    await dialogGone();

    expect(await within(sessions).findByRole('alert')).toHaveTextContent(GONE);
    await waitFor(() => expect(within(sessions).queryByText('Firefox on Windows')).not.toBeInTheDocument());
    // Said once, where it happened: no toast besides, and no success.
    expect(screen.getAllByText(GONE)).toHaveLength(1);
    expect(screen.queryByText('Session ended')).not.toBeInTheDocument();
    expect(calls.ended).toEqual([12]);
  });

  it('signs out everywhere after a confirmation that says this device goes too, ending at sign-in with the session cleared', async () => {
    localStorage.setItem(StorageKey.currentTenantId, '2');
    const calls = serveSessions(SESSIONS);
    const { person, section: sessions } = await openSettingsSection(bob, 'Sessions');
    await within(sessions).findByText('This device');
    await person.click(within(sessions).getByRole('button', { name: 'Sign out everywhere' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(within(dialog).getByText(/this one included: you will sign in again on this device too/)).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('textbox', { name: /username/i })).toBeInTheDocument();
    for (const key of ['authToken', 'userInfo', 'currentTenantId']) expect(localStorage.getItem(key), key).toBeNull();
    expect(calls.endAll).toBe(1);
    expect(calls.endAllQueries).toEqual(['']);
    // Its token is dead already: not sent again to sign out.
    expect(calls.signOuts).toBe(0);
    expect(screen.queryByText('Session expired!')).not.toBeInTheDocument();
  });

  it('offers to revoke the account’s working API tokens too, saying they keep working otherwise, and asks the server to when ticked', async () => {
    const calls = serveSessions(SESSIONS, { tokens: TOKENS });
    const { person, section: sessions } = await openSettingsSection(bob, 'Sessions');
    await within(sessions).findByText('This device');
    // The tokens' own section has read them: the count is known once it shows them.
    await within(await section('API tokens')).findByText('token 1');
    await person.click(within(sessions).getByRole('button', { name: 'Sign out everywhere' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    const choice = within(dialog).getByRole('checkbox', { name: 'Also revoke my 2 API tokens' });
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription('Ticked, programs that use them are refused at once, for good. Left unticked, your API tokens keep working.');
    await person.click(choice);
    await person.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(calls.endAllQueries).toEqual(['?revokeApiTokens=true']);
  });

  it('offers no token choice to an account whose tokens are all revoked', async () => {
    serveSessions(SESSIONS, { tokens: [TOKENS[2]!] });
    const { person, section: sessions } = await openSettingsSection(bob, 'Sessions');
    await within(await section('API tokens')).findByText('token 3');
    await person.click(within(sessions).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('is in Chinese when Chinese is chosen', async () => {
    const calls = serveSessions(SESSIONS, { tokens: TOKENS });
    const { person, section: sessions } = await openSettingsSection(bob, '登录会话', 'zh');
    const current = await row(sessions, 'macOS 上的 Chrome');
    expect(within(current).getByText('当前设备')).toBeInTheDocument();
    expect(within(current).getByText('来自 203.0.113.7')).toBeInTheDocument();
    expect(within(current).getByText(`登录于 ${formatDateTime(here.createdAt, 'zh')}`)).toBeInTheDocument();
    expect(within(current).getByText(`最近活动于 ${formatDateTime(here.lastSeenAt, 'zh')}`)).toBeInTheDocument();
    expect(await row(sessions, '未知设备')).toBeInTheDocument();
    expect(within(sessions).getByRole('button', { name: '在所有设备上退出' })).toBeInTheDocument();

    await person.click(within(await row(sessions, 'Windows 上的 Firefox')).getByRole('button', { name: '结束' }));
    const dialog = await screen.findByRole('dialog', { name: '结束此会话？' });
    expect(within(dialog).getByText('Windows 上的 Firefox（2001:db8:85a3:8d3:1319:8a2e:370:7348）将立即退出登录。')).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: '结束' }));
    expect(await screen.findByText('会话已结束')).toBeInTheDocument();
    expect(calls.ended).toEqual([12]);
    await dialogGone();

    await person.click(within(sessions).getByRole('button', { name: '在所有设备上退出' }));
    const everywhere = await screen.findByRole('dialog', { name: '在所有设备上退出？' });
    expect(everywhere).toHaveTextContent('包括当前这个：在此设备上也需要重新登录');
    expect(within(everywhere).getByRole('checkbox', { name: '同时吊销我的 2 个 API 令牌' })).toHaveAccessibleDescription(
      '勾选后，使用这些令牌的程序会立即被拒绝，且无法恢复；不勾选，您的 API 令牌将继续有效。',
    );
  });
});
