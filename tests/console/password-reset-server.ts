import type { PasswordReset, PasswordResetLink } from '../../src/generated/model';
import { keepingBodies } from './fixtures';
import { server } from './msw-server';

/**
 * The link check and the password call, as the server answers them; keeps what each was sent.
 * Shared because the reset page and the invitation page make the same two calls.
 */
export function answerPasswordResetLink(check: () => Response, reset: () => Response) {
  const calls = { checks: [] as PasswordResetLink[], resets: [] as PasswordReset[] };
  server.use(
    keepingBodies('post', '*/v1/auth/password-reset/check', calls.checks, check),
    keepingBodies('post', '*/v1/auth/password-reset', calls.resets, reset),
  );
  return calls;
}
