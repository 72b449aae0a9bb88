import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OneTimeCodeSignIn } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { saveChallenge } from '../../../src/lib/two-factor-challenge';
import { admin, failure, keepingBodies, ok } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { serveSystemAndAcme } from '../tenant-pages';

const CHALLENGE = 'challenge-of-the-password-step';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Answers the code step as the server does, and keeps what was sent. */
function answerCodes(answer: (body: OneTimeCodeSignIn) => Response = () => ok({ token: 'token-after-code', user: admin })) {
  const sent: OneTimeCodeSignIn[] = [];
  server.use(keepingBodies('post', '*/v1/auth/otp', sent, answer));
  return sent;
}

/** The password step answered 202 a moment ago. */
function waitingForCode(minutesLeft = 5) {
  saveChallenge({ challenge: CHALLENGE, expiresAt: inMinutes(minutesLeft) });
}

async function enter(code: string) {
  const person = userEvent.setup();
  await person.type(await screen.findByRole('textbox', { name: /^Code/ }), code);
  await person.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('two-factor sign-in', () => {
  describe('the password step', () => {
    it.each(['/sign-in', '/sign-in-2', '/login'])('%s goes on to /otp when the server asks for a code, keeping the redirect', async (path) => {
      server.use(
        http.post('*/v1/auth/login', () =>
          HttpResponse.json(
            { code: 0, message: 'Enter the code from your authenticator app', data: { twoFactorRequired: true, challenge: CHALLENGE, expiresAt: inMinutes(5) } },
            { status: 202 },
          ),
        ),
      );
      await renderConsole(`${path}?redirect=%2Ftenants%3Fpage%3D2`);
      const person = userEvent.setup();
      await person.type(await screen.findByLabelText(/username/i), 'li.wei');
      await person.type(screen.getByLabelText(/password/i), 'correct horse battery{Enter}');
      expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/otp');
      expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/tenants?page=2');
      // Not signed in yet, and the challenge stays in this tab only.
      expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
      expect(JSON.stringify({ ...localStorage })).not.toContain(CHALLENGE);
      expect(sessionStorage.getItem(StorageKey.twoFactorChallenge)).toContain(CHALLENGE);
    });
  });

  describe('/otp', () => {
    it('signs in with the code of the app and goes where sign-in was to lead', async () => {
      serveSystemAndAcme();
      waitingForCode();
      const sent = answerCodes();
      await renderConsole('/otp?redirect=%2Ftenants');
      const input = await screen.findByRole('textbox', { name: /^Code/ });
      expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      await enter('492 039');
      expect(await screen.findByText('acme')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/tenants');
      expect(sent).toEqual([{ challenge: CHALLENGE, code: '492039' }]);
      expect(localStorage.getItem(StorageKey.authToken)).toBe('token-after-code');
      expect(JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? '{}')).toMatchObject({ username: 'admin', isAdmin: true });
      expect(sessionStorage.getItem(StorageKey.twoFactorChallenge)).toBeNull();
    });

    it('shows a wrong code at the field and keeps what was typed', async () => {
      waitingForCode();
      answerCodes(() => failure(401, 40105, 'code: this code is not right; enter the newest code of your app or an unused recovery code', 'code'));
      await renderConsole('/otp');
      await enter('111111');
      expect(await screen.findByText('this code is not right; enter the newest code of your app or an unused recovery code')).toBeInTheDocument();
      const input = screen.getByRole('textbox', { name: /^Code/ });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveValue('111111');
      expect(window.location.pathname).toBe('/otp');
      expect(localStorage.getItem(StorageKey.authToken)).toBeNull();
    });

    it('checks for six digits before asking the server', async () => {
      waitingForCode();
      const sent = answerCodes();
      await renderConsole('/otp');
      await enter('12345');
      expect(await screen.findByText('Enter the 6 digits your app shows')).toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('sends the recovery code typed once the person switches to one', async () => {
      serveSystemAndAcme();
      waitingForCode();
      const sent = answerCodes();
      await renderConsole('/otp');
      const person = userEvent.setup();
      await person.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
      const input = await screen.findByRole('textbox', { name: /^Recovery code/ });
      expect(input).toHaveAttribute('inputmode', 'text');
      expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeInTheDocument();
      await person.type(input, ' abcde-fgh2j ');
      await person.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Recently updated')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/');
      expect(sent).toEqual([{ challenge: CHALLENGE, code: 'abcde-fgh2j' }]);
    });

    it('says the step has expired when the server ended it, and leads back to sign-in with the redirect', async () => {
      waitingForCode();
      answerCodes(() => failure(401, 40104, 'This sign-in step has expired; sign in again'));
      await renderConsole('/otp?redirect=%2Fusers');
      await enter('492039');
      expect(await screen.findByRole('heading', { level: 1, name: 'This sign-in step has expired' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/sign-in?redirect=%2Fusers');
      expect(sessionStorage.getItem(StorageKey.twoFactorChallenge)).toBeNull();
    });

    it('shows the expired state, not a form, to a visitor with no step waiting or one whose time is up', async () => {
      await renderConsole('/otp');
      expect(await screen.findByRole('heading', { level: 1, name: 'This sign-in step has expired' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in again' }));
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/sign-in');
    });

    it('treats a step stored longer ago than it lasts as expired', async () => {
      saveChallenge({ challenge: CHALLENGE, expiresAt: inMinutes(-10) }, Date.now() - 10 * 60_000);
      await renderConsole('/otp');
      expect(await screen.findByRole('heading', { level: 1, name: 'This sign-in step has expired' })).toBeInTheDocument();
    });

    it('says signing in is locked after too many wrong codes, in the server’s words', async () => {
      waitingForCode();
      answerCodes(() => failure(429, 42901, 'Too many wrong codes; two-factor sign-in is locked for 15 minutes'));
      await renderConsole('/otp');
      await enter('000000');
      expect(await screen.findByRole('heading', { level: 1, name: 'Too many wrong codes' })).toBeInTheDocument();
      expect(screen.getByText('Too many wrong codes; two-factor sign-in is locked for 15 minutes')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/sign-in');
    });

    it('cancels back to sign-in, forgetting the step', async () => {
      waitingForCode();
      await renderConsole('/otp?redirect=%2Flogs');
      await userEvent.setup().click(await screen.findByRole('link', { name: 'Cancel' }));
      await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
      expect(window.location.search).toBe('?redirect=%2Flogs');
      expect(sessionStorage.getItem(StorageKey.twoFactorChallenge)).toBeNull();
    });

    it('is in Chinese when Chinese is chosen', async () => {
      waitingForCode();
      answerCodes(() => failure(401, 40105, 'code：验证码不正确；请输入应用中最新的验证码或一个未用过的恢复码', 'code'));
      await renderConsole('/otp', 'zh');
      expect(await screen.findByRole('heading', { level: 1, name: '两步验证' })).toBeInTheDocument();
      expect(screen.getByText('请输入身份验证器应用中的 6 位验证码。')).toBeInTheDocument();
      const person = userEvent.setup();
      await person.type(screen.getByRole('textbox', { name: /^验证码/ }), '123456');
      await person.click(screen.getByRole('button', { name: '验证' }));
      expect(await screen.findByText('验证码不正确；请输入应用中最新的验证码或一个未用过的恢复码')).toBeInTheDocument();
      await person.click(screen.getByRole('button', { name: '改用恢复码' }));
      expect(await screen.findByRole('textbox', { name: /^恢复码/ })).toBeInTheDocument();
    });
  });
});
