import { login, verifyOneTimeCode } from '../generated/functions/auth/auth.js';

/** How a person gives what signing in asks: their password, then a one-time code if their account has two-factor sign-in. */
export interface Credentials {
  password(): Promise<string>;
  oneTimeCode(): Promise<string>;
}

/**
 * A person's session token, for the steps an API token may not make (new users, roles, policies).
 * The server answers a challenge instead of a session when the account has two-factor sign-in.
 */
export async function signIn(username: string, credentials: Credentials): Promise<string> {
  const answer = await login({ username, password: await credentials.password() });
  if ('token' in answer) return answer.token;
  const session = await verifyOneTimeCode({ challenge: answer.challenge, code: (await credentials.oneTimeCode()).trim() });
  return session.token;
}
