import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PasswordResetAccount } from '../../../src/generated/model';
import { failure, ok } from '../fixtures';
import { answerPasswordResetLink } from '../password-reset-server';
import { renderConsole } from '../render-console';

/** A token of the shape the server mails (43 URL-safe characters). */
const TOKEN = 'aW52aXRhdGlvbi10b2tlbi1mb3ItdGhlLXRlc3RzMDE';
const NEW_PASSWORD = 'correct horse battery';
const INVITED: PasswordResetAccount = { username: 'acme-owner', purpose: 'invitation', tenantName: 'acme' };

/** The link check and the password call, as the server answers them; keeps what each was sent. */
function answerLink(check: () => Response, reset: () => Response = () => ok(INVITED)) {
  return answerPasswordResetLink(check, reset);
}

describe('the invitation page', () => {
  it('welcomes the invited owner to their tenant, sets their first password, and leads to sign-in with the username filled', async () => {
    const calls = answerLink(() => ok(INVITED));
    await renderConsole(`/invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to acme' })).toBeInTheDocument();
    expect(screen.getByText('Choose a password for acme-owner')).toBeInTheDocument();
    expect(calls.checks).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/invitation');

    const person = userEvent.setup();
    await person.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await person.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await person.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password set' })).toBeInTheDocument();
    expect(screen.getByText('Your password is set. Sign in as acme-owner with it.')).toBeInTheDocument();
    expect(calls.resets).toEqual([{ token: TOKEN, newPassword: NEW_PASSWORD }]);

    await person.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('acme-owner');
    expect(window.location.pathname).toBe('/sign-in');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('says an expired invitation is for the administrator to send again, without the password form or a reset link', async () => {
    answerLink(() => failure(410, 41001, 'This link has expired'));
    await renderConsole(`/invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation has expired' })).toBeInTheDocument();
    expect(screen.getByText('An invitation link works for 7 days after it is sent. Ask your administrator to send it again.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a new link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('says an accepted invitation was used, and leads to sign-in or a forgotten password', async () => {
    answerLink(() => failure(410, 41000, 'This link was used already'));
    await renderConsole(`/invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation was accepted already' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('calls an address without a token, or a withdrawn invitation, not valid', async () => {
    const calls = answerLink(() => failure(404, 40404, 'No such link'));
    await renderConsole('/invitation');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeInTheDocument();
    expect(calls.checks).toEqual([]);
  });

  it('is in Chinese when Chinese is chosen', async () => {
    answerLink(() => ok(INVITED));
    await renderConsole(`/invitation?token=${TOKEN}`, 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎加入 acme' })).toBeInTheDocument();
    expect(screen.getByText('为 acme-owner 设置密码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '设置密码' })).toBeInTheDocument();
  });

  it('explains an expired invitation in Chinese', async () => {
    answerLink(() => failure(410, 41001, '该链接已过期'));
    await renderConsole(`/invitation?token=${TOKEN}`, 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '该邀请已过期' })).toBeInTheDocument();
    expect(screen.getByText('邀请链接在发送后 7 天内有效。请联系管理员重新发送邀请。')).toBeInTheDocument();
  });
});
