import { createHash, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { HttpResponse } from 'msw';
import type { User } from '../src/generated/model';
import { API_TOKEN_PREFIX } from '../server/src/auth/api-token-secret.js';
import { AppError, ErrorCode } from '../server/src/core/errors.js';
import { MessageCatalog } from '../server/src/core/i18n/catalog.js';
import { sharedMessages } from '../server/src/core/i18n/messages.js';
import { messages as accountMessages } from '../server/src/modules/accounts/messages.js';
import { refusal } from './refusal.js';

/** `MOCK_AUTH`: `any` takes any password and any bearer token (the default); `users` knows its seeded users, as the server does. */
export type MockAuthMode = 'any' | 'users';
export const MOCK_AUTH_MODES: readonly MockAuthMode[] = ['any', 'users'];

/** The password of every seeded person in `users` mode, unless `MOCK_PASSWORD` names another. */
export const DEFAULT_MOCK_PASSWORD = 'mock-password';

/** The seeded tenant every seeded user belongs to: the system tenant, as on a new server. */
const SYSTEM_TENANT_NAME = 'system';

export interface MockAuth {
  /** One service account's API token per seeded service account: the same under the same seed. */
  readonly apiTokens: ReadonlyMap<string, User>;
  /**
   * The answer to a request in `users` mode when this module decides it (a sign-in, a sign-out, who
   * is signed in, a bearer token the mock never issued); undefined to let the other handlers answer.
   */
  answer(request: { operationId: string; bearer?: string; needsCaller: boolean; body?: string; language: string | null }): Promise<Response | undefined>;
}

/** A token shaped as the server's (`tc_` and 43 characters of base64url) that a seed and an id make. */
function apiTokenOf(seed: number, userId: number): string {
  return `${API_TOKEN_PREFIX}${createHash('sha256').update(`mock api token ${seed} ${userId}`).digest('base64url')}`;
}

/**
 * `MOCK_AUTH=users`: the mock signs in its seeded people (every enabled person, with one password),
 * answers a wrong password, an unknown user or a disabled one with the server's 401 or 403, and
 * takes as a caller only a token it issued: a session from signing in (until signing out) or a
 * seeded service account's API token. Another team's CI can then test its 401 handling without
 * `Prefer: code=401`. Everything else answers as in the default mode.
 */
export function mockAuth(seed: number, users: readonly User[], password: string): MockAuth {
  const words = new MessageCatalog([sharedMessages, accountMessages]);
  const sessions = new Map<string, User>();
  const apiTokens = new Map(users.filter((user) => user.kind === 'service').map((user) => [apiTokenOf(seed, user.userId), user]));
  // Signed as the server signs its tokens (HS256, the same claims), with a key of the mock's own:
  // a client that reads `tenant_id` from the token, as the console does, reads it here too.
  const key = createHash('sha256').update(`mock session key ${seed}`).digest();
  const sessionToken = (user: User) =>
    new SignJWT({ tenant_id: user.tenantId, is_admin: user.isAdmin, sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.userId))
      .setIssuedAt()
      .setExpirationTime('12h')
      .sign(key);

  const refuse = (error: AppError, language: string | null) => refusal(error, language, words);
  const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'ok', data });

  const signIn = async (body: string | undefined, language: string | null): Promise<Response> => {
    const { username, password: given } = JSON.parse(body ?? '{}') as { username?: string; password?: string };
    const user = users.find((candidate) => candidate.kind !== 'service' && candidate.username === username);
    if (!user || given !== password) return refuse(new AppError(ErrorCode.InvalidCredentials, 'invalidCredentials'), language);
    if (!user.enabled) return refuse(new AppError(ErrorCode.UserDisabled, 'userDisabled'), language);
    const token = await sessionToken(user);
    sessions.set(token, user);
    // The mock keeps no tenant policies: nothing asks two-factor sign-in of its people.
    return ok({ token, user, twoFactorDueAt: null });
  };

  return {
    apiTokens,
    async answer({ operationId, bearer, needsCaller, body, language }) {
      if (operationId === 'login') return signIn(body, language);
      if (!needsCaller || bearer === undefined) return undefined;
      const caller = sessions.get(bearer) ?? apiTokens.get(bearer);
      if (!caller) return refuse(new AppError(ErrorCode.Unauthenticated, 'unauthenticated'), language);
      if (operationId === 'signOut') {
        sessions.delete(bearer);
        return new HttpResponse(null, { status: 204 });
      }
      if (operationId === 'getCurrentUser') return ok({ ...caller, tenantName: SYSTEM_TENANT_NAME, twoFactorDueAt: null });
      return undefined;
    },
  };
}
