import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractValidator, type ContractOperationInfo, type JsonSchema } from '../helpers/contract-validator.js';
import { startMock, type MockProcess } from '../helpers/mock-process.js';

const exampleOf = (schema: JsonSchema | undefined): unknown => (schema?.['examples'] as unknown[] | undefined)?.[0];

/** A request the contract accepts for an operation: its examples for every required part. */
function validRequest(operation: ContractOperationInfo): { path: string; query: URLSearchParams; body?: string } {
  let route = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((p) => p.required)) {
    const value = String(parameter.example ?? exampleOf(parameter.schema));
    if (parameter.in === 'path') route = route.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(parameter.name, value);
  }
  const body = operation.body ? JSON.stringify(exampleOf(operation.body.schema)) : undefined;
  return { path: route, query, ...(body !== undefined && { body }) };
}

describe('npm run mock: the standalone mock server', () => {
  const validator = new ContractValidator();
  let mock: MockProcess;

  const call = async (operation: ContractOperationInfo, headers: Record<string, string> = {}, url = mock.url) => {
    const request = validRequest(operation);
    const query = request.query.toString();
    const response = await fetch(`${url}${request.path}${query ? `?${query}` : ''}`, {
      method: operation.method,
      headers: { authorization: 'Bearer any-token', ...(request.body !== undefined && { 'content-type': 'application/json' }), ...headers },
      body: request.body,
    });
    return { statusCode: response.status, headers: Object.fromEntries(response.headers.entries()), body: await response.text() };
  };

  beforeAll(async () => {
    mock = await startMock();
  }, 90_000);
  afterAll(() => mock.child.kill('SIGTERM'));

  it('answers every operation with each status it documents, every answer as the contract describes it', async () => {
    const asked: string[] = [];
    for (const operation of validator.operations) {
      for (const status of Object.keys(operation.responses)) {
        const response = await call(operation, { prefer: `code=${status}` });
        expect(response.statusCode, `${operation.operationId} ${status}`).toBe(Number(status));
        expect(validator.problems(operation, response), `${operation.operationId} ${status}: ${response.body.slice(0, 200)}`).toEqual([]);
        if (Number(status) >= 400) expect(JSON.parse(response.body).code, `${operation.operationId} ${status}`).not.toBe(0);
        asked.push(`${operation.operationId} ${status}`);
      }
    }
    expect(asked.length).toBeGreaterThan(validator.operations.length * 5);
  });

  it('answers a success without a preference, from the generated handlers, valid and the same each time', async () => {
    for (const operation of validator.operations) {
      const first = await call(operation);
      expect(first.statusCode, operation.operationId).toBeLessThan(300);
      expect(validator.problems(operation, first), `${operation.operationId}: ${first.body.slice(0, 200)}`).toEqual([]);
      expect((await call(operation)).body, `${operation.operationId} repeats`).toBe(first.body);
      // As the server's: `ok`, but for the answers it words for people (a 202: what happens next).
      const envelope = first.body === '' || first.headers['content-type']?.startsWith('text/csv') ? undefined : (JSON.parse(first.body) as { message: string });
      if (envelope !== undefined && first.statusCode !== 202) expect(envelope.message, operation.operationId).toBe('ok');
    }
  });

  it('answers the success servers send now, and one the contract keeps for older servers (x-not-sent-since) only when asked for', async () => {
    const signUp = validator.operation('signUp');
    const now = await call(signUp);
    expect([now.statusCode, JSON.parse(now.body).data]).toEqual([202, null]);
    const older = await call(signUp, { prefer: 'code=201' });
    expect(older.statusCode).toBe(201);
    expect(JSON.parse(older.body).data).toEqual({ tenantId: 42, tenantName: 'acme', username: 'li.wei', enabled: false });
  });

  it('gives another answer under another MOCK_SEED, and the same again under the same one', async () => {
    const getTenant = validator.operation('getTenant');
    const other = await startMock({ MOCK_SEED: '7' });
    const again = await startMock({ MOCK_SEED: '7' });
    try {
      const seven = (await call(getTenant, {}, other.url)).body;
      expect(seven).not.toBe((await call(getTenant)).body);
      expect((await call(getTenant, {}, again.url)).body).toBe(seven);
    } finally {
      other.child.kill('SIGTERM');
      again.child.kill('SIGTERM');
    }
  }, 120_000);

  it('picks one of several examples by name, and says which exist when asked for another', async () => {
    const setStatus = validator.operation('setTenantStatus');
    const named = await call(setStatus, { prefer: 'code=409, example=ownTenant' });
    expect(JSON.parse(named.body)).toEqual({ code: 40902, message: 'You cannot disable the tenant you belong to', data: null });
    const unknown = await call(setStatus, { prefer: 'code=409, example=nope' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.parse(unknown.body).message).toBe(
      'Prefer: example=nope is not an example of setTenantStatus 409; its examples are domainTaken, usernameTaken, ownTenant, self, lastOwner, grantAdmin, emailTaken, twoFactorOn',
    );
  });

  it('refuses an undocumented status with 400, naming the documented ones, in the language asked', async () => {
    const response = await call(validator.operation('getCurrentUser'), { prefer: 'code=409' });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 40000, data: { field: 'Prefer' } });
    expect(JSON.parse(response.body).message).toMatch(/^Prefer: code=409 is not documented for getCurrentUser; it documents 200, 400, 401, /);
    const chinese = await call(validator.operation('getCurrentUser'), { prefer: 'code=409', 'accept-language': 'zh' });
    expect(JSON.parse(chinese.body).message).toMatch(/^Prefer: code=409 不是 getCurrentUser 记录的状态；它记录的状态有 200, 400, 401, /);
  });

  it('checks requests as the server does: bad parameters, bodies and a missing token get its 400 and 401, in the language asked', async () => {
    const send = (route: string, init: RequestInit = {}) => fetch(`${mock.url}${route}`, init).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    const auth = { authorization: 'Bearer any-token' };
    expect(await send('/v1/admin/tenant/abc', { headers: auth })).toEqual({
      status: 400,
      body: { code: 40000, message: "Field id must be a whole number written in plain digits, such as 42, not 'abc'", data: { field: 'id' } },
    });
    expect(await send('/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' })).toEqual({
      status: 400,
      body: { code: 40001, message: 'The body is not valid JSON', data: { field: 'body' } },
    });
    const missing = await send('/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'zh' }, body: '{"username":"admin"}' });
    expect(missing).toMatchObject({ status: 400, body: { code: 40000, data: { field: 'password' } } });
    expect((missing.body as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
    expect(await send('/v1/admin/tenant')).toEqual({ status: 401, body: { code: 40100, message: 'Sign in to continue', data: null } });
    expect(await send('/v1/admin/nothing', { headers: auth })).toEqual({ status: 404, body: { code: 40400, message: 'No such endpoint: GET /api/v1/admin/nothing', data: null } });
  });

  it('answers an id its data set does not hold as the server does, whatever the operation, and a status asked for as asked', async () => {
    const send = (route: string, init: RequestInit = {}) =>
      fetch(`${mock.url}${route}`, { ...init, headers: { authorization: 'Bearer any-token', ...init.headers } }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await send('/v1/admin/tenant/99999/status?enabled=false', { method: 'PUT' })).toEqual({
      status: 404,
      body: { code: 40401, message: 'Tenant 99999 does not exist', data: { field: 'id' } },
    });
    // Its success has no body: the server's refusal all the same.
    expect(await send('/v1/users/99999', { method: 'DELETE', headers: { 'accept-language': 'zh' } })).toEqual({
      status: 404,
      body: { code: 40402, message: '此租户中不存在用户 99999', data: { field: 'id' } },
    });
    const held = await fetch(`${mock.url}/v1/users/7`, { method: 'DELETE', headers: { authorization: 'Bearer any-token' } });
    expect(held.status).toBe(204);
    expect((await send('/v1/audit-events/999999', { headers: { prefer: 'code=403' } })).status).toBe(403);
    const success = await send('/v1/audit-events/999999', { headers: { prefer: 'code=200' } });
    expect(success.status).toBe(200);
    expect(success.body).toMatchObject({ code: 0, message: 'ok' });
  });

  it('takes an API token as the server does: for what a program may do, not where a person must be signed in', async () => {
    const send = (route: string, init: RequestInit = {}) => fetch(`${mock.url}${route}`, init).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: number; message: string } }));
    const token = { authorization: `Bearer tc_${'a'.repeat(43)}` };
    expect((await send('/v1/users', { headers: token })).status).toBe(200);
    expect((await send('/v1/users/7/api-tokens', { headers: token })).status).toBe(200);
    const refused = await send('/v1/auth/sessions', { headers: { ...token, 'accept-language': 'zh' } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(40309);
    expect(refused.body.message).toBe('API 令牌不能执行此操作：请以本人身份登录');
    expect((await send('/v1/auth/sessions', { headers: { authorization: 'Bearer any-token' } })).status).toBe(200);
  });
});
