import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/generated/model';
import { formatDateTime } from '../../../src/lib/date-time-format';
import { StorageKey } from '../../../src/lib/storage-keys';
import { failure, ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const APP_CODE = '123456';
const DAY_MS = 24 * 3600 * 1000;
const bob = user(5, 'bob', { tenantId: 2, role: 'member' });

function storedUser() {
  return JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? '{}') as Record<string, unknown>;
}

/** The server of a member whose tenant requires two-factor sign-in: `/me`, and enrolment as the settings page makes it. */
function serveEnrolment(dueAt: string) {
  let me: User = bob;
  server.use(
    http.get('*/v1/auth/me', () => ok({ ...me, tenantName: 'acme', twoFactorDueAt: me.twoFactorEnabled ? null : dueAt })),
    http.post('*/v1/auth/two-factor/enrolment', () =>
      ok({ secret: SECRET, otpauthUri: `otpauth://totp/Tenant%20Console:bob?secret=${SECRET}`, enrolment: 'enrolment-1', expiresAt: new Date(Date.now() + 600_000).toISOString() }),
    ),
    http.post('*/v1/auth/two-factor/confirmation', () => {
      me = { ...me, twoFactorEnabled: true };
      return ok({ recoveryCodes: ['2B7QK-M4XRT', '9HV3C-PL6WD'], user: me });
    }),
  );
}

describe('a person whose tenant requires two-factor sign-in', () => {
  it('is sent to set it up at sign-in, told by when, and may go on without it until then', async () => {
    const dueAt = new Date(Date.now() + 7 * DAY_MS).toISOString();
    serveEnrolment(dueAt);
    server.use(http.post('*/v1/auth/login', () => ok({ token: 'session-token', user: bob, twoFactorDueAt: dueAt })));
    await renderConsole('/sign-in');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/username/i), 'bob');
    await person.type(screen.getByLabelText(/password/i), 'correct horse battery{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/two-factor');
    expect(screen.getByText(`Your tenant requires two-factor sign-in of you by ${formatDateTime(dueAt, 'en')}. Until then you may do it later; after it, nothing else opens until it is on.`)).toBeInTheDocument();
    expect(storedUser()).toMatchObject({ twoFactorDueAt: dueAt });
    // Within the grace period the console is open, menu and all.
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it.each(['/', '/users', '/settings'])('is sent from %s to enrolment once the grace period is over, with nothing to wander off with, and goes on once it is on', async (path) => {
    const dueAt = new Date(Date.now() - 1000).toISOString();
    serveEnrolment(dueAt);
    signIn({ ...bob, twoFactorDueAt: dueAt });
    await renderConsole(path);
    expect(await screen.findByText('Your tenant requires two-factor sign-in, and its grace period is over: turn it on to go on.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/two-factor');
    expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();

    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Turn on' }));
    await person.type(await screen.findByRole('textbox', { name: /^6-digit code/ }), APP_CODE);
    await person.click(screen.getByRole('button', { name: 'Turn on' }));
    // The codes stay on screen until put away, though the requirement is met.
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(storedUser()).toMatchObject({ twoFactorDueAt: null });
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
  }, 60_000);

  it('is sent to enrolment when the server refuses a call until it is on, and told so in Chinese', async () => {
    const dueAt = new Date(Date.now() + DAY_MS).toISOString();
    serveEnrolment(dueAt);
    signIn(bob);
    server.use(http.get('*/v1/auth/sessions', () => failure(403, 40314, '租户策略要求两步验证登录，宽限期已过：请先在设置中开启后再继续')));
    await renderConsole('/settings', 'zh');
    await waitFor(() => expect(window.location.pathname).toBe('/settings/two-factor'));
    expect(await screen.findByText('您所在的租户要求两步验证登录，且宽限期已过：请开启后再继续。')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/two-factor');
    expect(screen.getByRole('heading', { level: 1, name: '开启两步验证登录' })).toBeInTheDocument();
  });
});
