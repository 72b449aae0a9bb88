import { SignJWT, UnsecuredJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { answerProblems, contract } from './harness/checks.js';
import { describeHardening, report } from './harness/describe.js';
import { useServerWithWorld } from './harness/fixture.js';

import { callOperation, sampleBody } from './harness/requests.js';

type TokenKind = [name: string, authorization: () => Promise<string | undefined>];

function tamper(token: string, part: 0 | 1 | 2, replace: (segment: string) => string): string {
  const segments = token.split('.');
  segments[part] = replace(segments[part] ?? '');
  return segments.join('.');
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by hand, for headers a JWT library refuses to write. */
function hmacToken(header: Record<string, unknown>, payload: Record<string, unknown>, secret: Uint8Array): string {
  const signingInput = `${encode(header)}.${encode(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

describeHardening('tokens: every kind of bad token, against every operation that needs one', () => {
  const fixture = useServerWithWorld(3);

  it('answers each with 401 and the envelope, and lets none through', async () => {
    const secret = new TextEncoder().encode(fixture.server.env['JWT_SECRET']);
    const admin = fixture.world.principals.find((p) => p.isAdmin);
    const owner = fixture.world.principals.find((p) => !p.isAdmin && p.tenantId === fixture.world.a.tenantId);
    const adminToken = admin?.token ?? '';
    const ownerToken = owner?.token ?? '';
    const adminClaims = { tenant_id: admin?.tenantId, is_admin: true };
    const signed = (claims: Record<string, unknown>, setup: (jwt: SignJWT) => SignJWT = (jwt) => jwt, alg = 'HS256', key = secret) =>
      setup(new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' })).sign(key);
    const bearer = async (token: Promise<string> | string) => `Bearer ${await token}`;

    const kinds: TokenKind[] = [
      ['no Authorization header', async () => undefined],
      ['an empty bearer token', async () => 'Bearer '],
      ['the scheme alone', async () => 'Bearer'],
      ['Basic credentials', async () => `Basic ${Buffer.from(`admin:${'x'.repeat(12)}`).toString('base64')}`],
      ['a token in another scheme', async () => `Token ${adminToken}`],
      ['text that is not a JWT', async () => 'Bearer not-a-jwt'],
      ['two segments', async () => `Bearer ${adminToken.split('.').slice(0, 2).join('.')}`],
      ['four segments', async () => `Bearer ${adminToken}.extra`],
      ['a token signed with another key', async () => bearer(signed(adminClaims, (j) => j.setSubject('1').setExpirationTime('1h'), 'HS256', new TextEncoder().encode('k'.repeat(48))))],
      ['an unsigned token (alg none)', async () => bearer(new UnsecuredJWT(adminClaims).setSubject('1').setExpirationTime('1h').encode())],
      ['HS512 with the right key', async () => bearer(signed(adminClaims, (j) => j.setSubject('1').setExpirationTime('1h'), 'HS512'))],
      ['an expired token', async () => bearer(signed(adminClaims, (j) => j.setSubject('1').setExpirationTime(Math.floor(Date.now() / 1000) - 60)))],
      ['a token without exp', async () => bearer(signed(adminClaims, (j) => j.setSubject('1')))],
      ['a token without sub', async () => bearer(signed(adminClaims, (j) => j.setExpirationTime('1h')))],
      ['a sub that is not a number', async () => bearer(signed(adminClaims, (j) => j.setSubject('admin').setExpirationTime('1h')))],
      ['a sub of no user', async () => bearer(signed(adminClaims, (j) => j.setSubject('999999').setExpirationTime('1h')))],
      ['a sub that is a JSON number', async () => bearer(signed({ ...adminClaims, sub: 1 }, (j) => j.setExpirationTime('1h')))],
      ['tenant_id as text', async () => bearer(signed({ ...adminClaims, tenant_id: '1' }, (j) => j.setSubject('1').setExpirationTime('1h')))],
      ['is_admin as text', async () => bearer(signed({ ...adminClaims, is_admin: 'true' }, (j) => j.setSubject('1').setExpirationTime('1h')))],
      ['exp as text', async () => bearer(signed({ ...adminClaims, sub: '1', exp: 'tomorrow' }))],
      ['a token not valid yet (nbf)', async () => bearer(signed(adminClaims, (j) => j.setSubject('1').setExpirationTime('2h').setNotBefore('1h')))],
      ['an unknown critical header', async () => bearer(hmacToken({ alg: 'HS256', crit: ['x-unknown'], 'x-unknown': 1 }, { ...adminClaims, sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 }, secret))],
      ['a signature changed by one character', async () => `Bearer ${tamper(adminToken, 2, (s) => `${s.slice(0, 5)}${s[5] === 'A' ? 'B' : 'A'}${s.slice(6)}`)}`],
      ["an owner's signature on administrator claims", async () => `Bearer ${tamper(ownerToken, 1, (s) => encode({ ...JSON.parse(Buffer.from(s, 'base64url').toString()), is_admin: true, sub: '1' }))}`],
      ['a header rewritten to another algorithm', async () => `Bearer ${tamper(adminToken, 0, () => encode({ alg: 'none', typ: 'JWT' }))}`],
      ['whitespace inside the token', async () => `Bearer ${adminToken.slice(0, 20)} ${adminToken.slice(20)}`],
      ['a character outside base64url', async () => `Bearer ${adminToken.slice(0, 20)}é${adminToken.slice(21)}`],
      ['eight kilobytes of noise', async () => `Bearer ${'A'.repeat(8192)}`],
    ];
    expect(kinds.length).toBeGreaterThanOrEqual(20);

    const authenticated = contract.operations.filter((op) => op.scopes !== undefined);
    const problems: string[] = [];
    let requests = 0;
    for (const operation of authenticated) {
      for (const [name, authorization] of kinds) {
        const header = await authorization();
        requests += 1;
        const { target, answer } = await callOperation(fixture.server.port, operation, {
          parameters: { id: fixture.world.a.tenantId, enabled: true },
          body: sampleBody(operation),
          headers: header === undefined ? [] : [['Authorization', header]],
        });
        const label = `${operation.operationId} with ${name}`;
        if (answer.status !== 401) problems.push(`${label}: answered ${answer.status} ${answer.body.slice(0, 200)}`);
        const code = (JSON.parse(answer.body) as { code?: number }).code;
        if (code !== 40100 && code !== 40101) problems.push(`${label}: code ${code}`);
        problems.push(...answerProblems(operation.method, target, answer).map((p) => `${label}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
    // The good tokens still work: the refusals were about the tokens.
    const { answer } = await callOperation(fixture.server.port, contract.operation('getCurrentUser'), { headers: [['Authorization', `Bearer ${adminToken}`]] });
    expect(answer.status).toBe(200);
    report('tokens', { 'kinds of bad token': kinds.length, operations: authenticated.length, requests, 'let through': 0 });
  });

  it('revives no token: disabling then enabling a user, or a tenant, leaves the tokens from before refused on every operation (401)', async () => {
    const { a, b } = fixture.world;
    const admin = () => [['Authorization', `Bearer ${fixture.adminToken}`]] as [string, string][];
    const post = async (operationId: string, parameters: Record<string, string | number | boolean>, body?: unknown) => {
      const { answer } = await callOperation(fixture.server.port, contract.operation(operationId), { parameters, headers: admin(), ...(body !== undefined && { body }) });
      if (answer.status >= 300) throw new Error(`${operationId} failed: ${answer.status} ${answer.body}`);
      return JSON.parse(answer.body) as { data: { userId: number } };
    };
    const signIn = async (username: string) => {
      const { answer } = await callOperation(fixture.server.port, contract.operation('login'), { body: { username, password: 'revival-check-password' } });
      return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
    };
    // A member of A, disabled and enabled again; an owner of B, whose tenant is disabled and enabled again.
    const member = await post('createUser', { 'X-Tenant-Id': a.tenantId }, { username: 'revival-member', role: 'member', password: 'revival-check-password' });
    await post('createUser', { 'X-Tenant-Id': b.tenantId }, { username: 'revival-owner', role: 'owner', password: 'revival-check-password' });
    const old = { member: await signIn('revival-member'), owner: await signIn('revival-owner') };
    await post('updateUser', { id: member.data.userId, 'X-Tenant-Id': a.tenantId }, { enabled: false });
    await post('updateUser', { id: member.data.userId, 'X-Tenant-Id': a.tenantId }, { enabled: true });
    await post('setTenantStatus', { id: b.tenantId, enabled: false });
    await post('setTenantStatus', { id: b.tenantId, enabled: true });

    const authenticated = contract.operations.filter((op) => op.scopes !== undefined);
    const problems: string[] = [];
    let requests = 0;
    let revived = 0;
    for (const [who, token] of Object.entries(old)) {
      for (const operation of authenticated) {
        requests += 1;
        const { target, answer } = await callOperation(fixture.server.port, operation, {
          parameters: { id: a.tenantId, enabled: true },
          body: sampleBody(operation),
          headers: [['Authorization', `Bearer ${token}`]],
        });
        const code = (JSON.parse(answer.body) as { code?: number }).code;
        if (answer.status < 300) revived += 1;
        if (answer.status !== 401 || code !== 40103) problems.push(`${operation.operationId} with the ${who}'s old token: ${answer.status} ${answer.body.slice(0, 200)}`);
        problems.push(...answerProblems(operation.method, target, answer).map((p) => `${operation.operationId}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
    // Signed in again, both work: it was the old sessions that were refused.
    for (const username of ['revival-member', 'revival-owner']) {
      const { answer } = await callOperation(fixture.server.port, contract.operation('getCurrentUser'), { headers: [['Authorization', `Bearer ${await signIn(username)}`]] });
      expect(answer.status, username).toBe(200);
    }
    report('revival', { 'old tokens': Object.keys(old).length, operations: authenticated.length, requests, revived });
  });
});
