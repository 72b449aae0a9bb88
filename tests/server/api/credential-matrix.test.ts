import { afterAll, beforeAll, expect, it } from 'vitest';
import { ContractValidator, type ContractOperationInfo, type JsonSchema } from '../../helpers/contract-validator.js';
import { describeApi, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';
import { sampleBody, sampleValue } from '../../hardening/harness/requests.js';

/**
 * The credential matrix: every operation that takes a bearer token × every kind of caller, with the
 * outcome read from the contract's `x-credential` marks (as the contract's `bearerAuth` words them,
 * restated here rather than taken from the server's code). Beside the permission matrix of the
 * reliability suite, which asks who may act on what, this one asks which credential may.
 */
type Kind = 'session' | 'fresh session' | "person's token" | "service account's token" | 'acting session' | 'acting session of a demoted administrator';
const KINDS: readonly Kind[] = ['session', 'fresh session', "person's token", "service account's token", 'acting session', 'acting session of a demoted administrator'];

const PASSWORD = 'credential-matrix-password';
const MINUTE = 60_000;
const contract = new ContractValidator();
const authenticated = contract.operations.filter((operation) => operation.scopes !== undefined);

/** The refusal a caller of this kind must get from the credential rules, or undefined when they let it through. */
function expectedRefusal(kind: Kind, operation: ContractOperationInfo, body: unknown, accountNamed: number | undefined, callerId: number): number | undefined {
  // An acting session lives only while its administrator is one: whatever it calls.
  if (kind === 'acting session of a demoted administrator') return 40103;
  const acting = kind === 'acting session';
  // An acting session has the owner's rights: an administrators' call stops there first.
  if (acting && operation.scopes?.includes('admin')) return 40300;
  const mark = operation.credential;
  if (!mark) return undefined;
  const carries = mark.fields === undefined || (typeof body === 'object' && body !== null && mark.fields.some((field) => field in body));
  if (!carries) return undefined;
  if (kind === "person's token" || kind === "service account's token") return 40309;
  if (acting) return 40311;
  const ownAccount = accountNamed === undefined || accountNamed === callerId;
  const asksPassword = mark.recentPassword === 'always' || (mark.recentPassword === 'ownAccount' && ownAccount);
  return kind === 'session' && asksPassword ? 40312 : undefined;
}

/** The codes the credential rules answer with: a call they let through answers none of them. */
const CREDENTIAL_REFUSALS = [40103, 40309, 40311, 40312];

/** Bodies to send: with a field that makes the call a credential change, and without, where the mark names fields. */
function bodiesOf(operation: ContractOperationInfo): unknown[] {
  const fields = operation.credential?.fields;
  if (!operation.body) return [undefined];
  if (fields === undefined) return [sampleBody(operation)];
  const properties = (operation.body.schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const plain = Object.keys(properties).find((name) => !fields.includes(name) && name !== 'description');
  const credential = fields.find((name) => name in properties);
  return [
    ...(credential ? [{ [credential]: sampleValue(properties[credential] ?? {}) }] : []),
    ...(plain ? [{ [plain]: sampleValue(properties[plain] ?? {}) }] : []),
  ];
}

describeApi('the credential matrix: every operation × every kind of credential, as the contract marks it', () => {
  let t: TestApp;
  let first: string;
  let administrator: { userId: number; username: string };
  let other: number;
  let owner: number;
  const tokens = new Map<Kind, { token: string; userId: number }>();
  let made = 0;

  const data = <T>(answer: { status: number; body: unknown }, what: string): T => {
    if (answer.status >= 300) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return (answer.body as Envelope<T>).data;
  };
  const signIn = async (username: string) => t.login(username, PASSWORD);
  const actAs = async (token: string) => data<{ token: string }>(await t.call('startImpersonation', { token, body: { userId: owner, reason: 'credential matrix' } }), 'acting').token;

  /** A caller of this kind, made again whenever an earlier call ended what it held. */
  const make = async (kind: Kind): Promise<{ token: string; userId: number }> => {
    made += 1;
    switch (kind) {
      case 'fresh session':
        return { token: await signIn(administrator.username), userId: administrator.userId };
      case 'session': {
        const token = await signIn(administrator.username);
        // Signed in 11 minutes ago, as far as giving the password goes.
        await t.app.database.db
          .updateTable('sessions')
          .set({ password_confirmed_at: new Date(Date.now() - 11 * MINUTE).toISOString() })
          .where('user_id', '=', administrator.userId)
          .where('impersonator_id', 'is', null)
          .execute();
        return { token, userId: administrator.userId };
      }
      case "person's token": {
        const fresh = await signIn(administrator.username);
        const created = data<{ token: string }>(await t.call('createApiToken', { token: fresh, params: { id: administrator.userId }, body: { name: `matrix ${made}`, expiresInDays: 30 } }), 'a person’s token');
        return { token: created.token, userId: administrator.userId };
      }
      case "service account's token": {
        const account = data<{ userId: number }>(await t.call('createServiceAccount', { token: first, body: { username: `matrix-robot-${made}`, role: 'owner', isAdmin: true } }), 'a service account');
        const created = data<{ token: string }>(await t.call('createApiToken', { token: first, params: { id: account.userId }, body: { name: 'matrix', expiresInDays: 30 } }), 'its token');
        return { token: created.token, userId: account.userId };
      }
      case 'acting session':
        return { token: await actAs(await signIn(administrator.username)), userId: owner };
      case 'acting session of a demoted administrator': {
        const username = `matrix-demoted-${made}`;
        const demoted = data<{ userId: number }>(await t.call('createUser', { token: first, body: { username, role: 'owner', isAdmin: true, password: PASSWORD } }), 'an administrator');
        const token = await actAs(await signIn(username));
        data(await t.call('updateUser', { token: first, params: { id: demoted.userId }, body: { isAdmin: false } }), 'demoting');
        return { token, userId: owner };
      }
    }
  };

  /** The callers a call since their last look may have ended: every one after a write let through, one refused as unknown. */
  const suspect = new Set<Kind>(KINDS);

  /** The caller of this kind, alive: an earlier call may have signed it out, revoked it or used it up. */
  const callerOf = async (kind: Kind) => {
    const held = tokens.get(kind);
    const alive = kind !== 'acting session of a demoted administrator' && held && (!suspect.has(kind) || (await t.call('getCurrentUser', { token: held.token })).status === 200);
    suspect.delete(kind);
    if (held && alive) return held;
    const caller = await make(kind);
    tokens.set(kind, caller);
    return caller;
  };

  beforeAll(async () => {
    t = await startTestApp({ apiTokenRateLimit: 100_000 });
    first = await t.adminToken();
    const tenant = await t.createTenant('matrix-tenant', { password: PASSWORD });
    const owners = data<{ userId: number }[]>(await t.call('listUsers', { token: first, headers: { 'x-tenant-id': String(tenant) } }), 'owners');
    owner = owners[0]?.userId ?? 0;
    const created = data<{ userId: number; username: string }>(
      await t.call('createUser', { token: first, body: { username: 'matrix-admin', role: 'owner', isAdmin: true, password: PASSWORD } }),
      'the administrator',
    );
    administrator = { userId: created.userId, username: created.username };
    other = data<{ userId: number }>(await t.call('createUser', { token: first, body: { username: 'matrix-member', role: 'member', password: PASSWORD } }), 'a member').userId;
  });
  afterAll(async () => t?.close());

  // About 500 calls and the callers they end made again: a ceiling for two lanes on two cores, not a speed check.
  it('refuses each credential change to every credential but a person’s own session, and asks that for its password where marked', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const operation of authenticated) {
      const accountTargets = operation.accountParameter ? ['self', 'other'] : [undefined];
      for (const kind of KINDS) {
        for (const target of accountTargets) {
          for (const body of bodiesOf(operation)) {
            const caller = await callerOf(kind);
            const accountNamed = target === undefined ? undefined : target === 'self' ? caller.userId : other;
            const params: Record<string, string | number> = {};
            for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
              params[parameter.name] = parameter.name === operation.accountParameter ? (accountNamed ?? 0) : parameter.schema['type'] === 'integer' ? 999_999 : 'missing.example.com';
            }
            const query: Record<string, string | number | boolean> = {};
            for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.required)) query[parameter.name] = sampleValue(parameter.schema) as string;
            const answer = await t.call<{ code?: number }>(operation.operationId, { token: caller.token, params, query, ...(body !== undefined && { body }) });
            if (operation.method !== 'GET' && answer.status < 300) for (const other of KINDS) suspect.add(other);
            if (answer.status === 401) suspect.add(kind);
            cells += 1;
            const code = answer.body?.code;
            const expected = expectedRefusal(kind, operation, body, accountNamed, caller.userId);
            const label = `${operation.operationId} by a ${kind}${target ? ` on ${target === 'self' ? 'its own account' : 'another account'}` : ''}${body === undefined ? '' : ` with ${JSON.stringify(Object.keys(body as object))}`}`;
            if (expected !== undefined && code !== expected) wrong.push(`${label}: answered ${answer.status} ${String(code)}, not ${expected}`);
            if (expected === undefined && code !== undefined && CREDENTIAL_REFUSALS.includes(code)) wrong.push(`${label}: refused with ${code}, which the contract does not mark`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every operation with a bearer token, for each of the six kinds of caller.
    expect(cells).toBeGreaterThanOrEqual(authenticated.length * KINDS.length);
  });
});
