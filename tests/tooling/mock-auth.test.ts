import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/generated/model/errorCode.js';
import { ContractValidator } from '../helpers/contract-validator.js';
import { startMock, type MockProcess } from '../helpers/mock-process.js';

interface Answer {
  status: number;
  body: { code: number; message: string; data: unknown } | undefined;
}

/** Another team's CI testing its sign-in and its 401 handling against `MOCK_AUTH=users npm run mock`. */
describe('npm run mock with MOCK_AUTH=users: a mock that knows its users', () => {
  const validator = new ContractValidator();
  let mock: MockProcess;

  const send = async (method: string, path: string, { token, body, language = 'en' }: { token?: string; body?: unknown; language?: string } = {}): Promise<Answer> => {
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers: {
        'accept-language': language,
        ...(token !== undefined && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const operation = validator.match(method, `/api${path}`);
    const problems = validator.problems(operation, { statusCode: response.status, headers: Object.fromEntries(response.headers.entries()), body: text });
    expect(problems, `${method} ${path} → ${response.status} as the contract describes it`).toEqual([]);
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Answer['body']) };
  };
  const signIn = (username: string, password: string, language?: string) => send('POST', '/v1/auth/login', { body: { username, password }, ...(language && { language }) });

  beforeAll(async () => {
    mock = await startMock({ MOCK_AUTH: 'users' });
  }, 90_000);
  afterAll(() => mock.child.kill('SIGTERM'));

  it('refuses a wrong password and an unknown user with the server’s 401, in the language asked for', async () => {
    for (const [username, password] of [['admin', 'wrong'], ['nobody-here', 'mock-password']] as const) {
      const english = await signIn(username, password);
      expect(english.status).toBe(401);
      expect(english.body).toMatchObject({ code: ErrorCode.InvalidCredentials, message: 'Wrong username or password' });
      expect((await signIn(username, password, 'zh')).body?.message).toBe('用户名或密码错误');
    }
  });

  it('signs in a seeded person with the documented password, whose token then works until signing out', async () => {
    const signedIn = await signIn('admin', 'mock-password');
    expect(signedIn.status).toBe(200);
    const { token } = signedIn.body?.data as { token: string };
    // Shaped as the server's (a JWT with its claims), for clients that read the tenant from it.
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({ sub: '1', tenant_id: 1, is_admin: true });
    const me = await send('GET', '/v1/auth/me', { token });
    expect(me.body?.data).toMatchObject({ username: 'admin', isAdmin: true, tenantName: 'system' });
    expect((await send('GET', '/v1/admin/tenant?range=[0,4]', { token })).status).toBe(200);

    expect((await send('POST', '/v1/auth/sign-out', { token })).status).toBe(204);
    const after = await send('GET', '/v1/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: ErrorCode.Unauthenticated, message: 'Sign in to continue' });
  });

  it('answers a token it never issued 401 on every operation that needs a caller, as the server does', async () => {
    for (const token of ['any-token', `tc_${'A'.repeat(43)}`]) {
      for (const path of ['/v1/auth/me', '/v1/admin/tenant?range=[0,4]', '/v1/users?range=[0,4]']) {
        const answer = await send('GET', path, { token, language: 'zh' });
        expect(answer.status, `${token} ${path}`).toBe(401);
        expect(answer.body).toMatchObject({ code: ErrorCode.Unauthenticated, message: '请先登录' });
      }
    }
  });

  it('prints each seeded service account’s API token, which calls as that account and cannot sign in', async () => {
    const printed = [...mock.banner.matchAll(/^ {2}(\S+): (tc_[A-Za-z0-9_-]{43})$/gm)];
    expect(printed.length).toBeGreaterThan(0);
    for (const [, username, token] of printed) {
      const me = await send('GET', '/v1/auth/me', { token: token! });
      expect(me.body?.data).toMatchObject({ username, kind: 'service' });
      expect((await signIn(username!, 'mock-password')).status).toBe(401);
    }
  });

  it('refuses a disabled person with the server’s 403', async () => {
    const { token } = (await signIn('admin', 'mock-password')).body?.data as { token: string };
    const users = (await send('GET', '/v1/users?range=[0,29]', { token })).body?.data as { username: string; kind: string; enabled: boolean }[];
    const disabled = users.find((user) => !user.enabled && user.kind === 'person');
    expect(disabled, 'the seeded users include a disabled person').toBeDefined();
    const answer = await signIn(disabled!.username, 'mock-password');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: ErrorCode.UserDisabled, message: 'Your account is disabled' });
  });

  it('stops at once, saying why, when MOCK_AUTH names no mode', async () => {
    await expect(startMock({ MOCK_AUTH: 'strict' })).rejects.toThrow(/MOCK_AUTH must be one of any, users, not 'strict'/);
  });
});
