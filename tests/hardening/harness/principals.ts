import { ADMIN_PASSWORD, OWNER_PASSWORD, type HardeningServer } from './server.js';

export interface Tenant {
  tenantId: number;
  username: string;
  enabled: boolean;
  domains: { domainId: number; name: string }[];
}

/** Someone calling the API: who they are, and what they may see. */
export interface Principal {
  name: string;
  token?: string;
  isAdmin: boolean;
  /** The tenant they belong to; undefined for no token at all. */
  tenantId?: number;
  /** Their role in that tenant; owners unless said. */
  role?: 'owner' | 'member';
  /** A user disabled after signing in: every call they make is refused. */
  disabled?: boolean;
  /** Their account, which no generated path may name: a call allowed on it (a reset, a delete) would end the principal. */
  userId?: number;
  /** How they sign in again when a call of theirs ended their session (signing out is a call like any other). */
  credentials?: { username: string; password: string };
  /** Their token is an API token (`tc_…`) of a service account: refused where a person must be signed in. */
  apiToken?: boolean;
  /** An administrator acting as an owner: the owner's rights, refused where a person must be signed in as themselves. */
  acting?: { administrator: { username: string; password: string }; ownerId: number };
}

export interface World {
  principals: Principal[];
  /** Every tenant, the system tenant first, as they were once the world was set up. */
  tenants: Tenant[];
  /** The administrators' own tenant. */
  system: Tenant;
  /** Two working tenants (A, B) and a disabled one (C). */
  a: Tenant;
  b: Tenant;
  c: Tenant;
}

async function signIn(server: HardeningServer, username: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data: { token: string } };
  if (response.status !== 200) throw new Error(`Signing in as ${username} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function call(server: HardeningServer, token: string, method: string, path: string, body?: unknown, actingTenant?: number): Promise<{ status: number; data: { userId?: number; token?: string } }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(actingTenant !== undefined && { 'x-tenant-id': String(actingTenant) }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: { userId?: number; token?: string } };
  if (response.status >= 300) throw new Error(`${method} ${path} failed: ${response.status} ${JSON.stringify(answer)}`);
  return { status: response.status, data: answer.data };
}

/**
 * Signs the principal in again when their session has ended (they signed out, or out everywhere,
 * in an earlier call): answers whether it had. A disabled principal is refused with 403, not 401,
 * and stays as they are.
 */
export async function renewIfEnded(server: HardeningServer, principal: Principal): Promise<boolean> {
  if (!principal.token || (!principal.credentials && !principal.acting)) return false;
  const me = await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${principal.token}` } });
  await me.arrayBuffer();
  if (me.status !== 401) return false;
  if (principal.acting) {
    principal.token = await actAs(server, principal.acting.administrator, principal.acting.ownerId);
    return true;
  }
  if (!principal.credentials) return false;
  principal.token = await signIn(server, principal.credentials.username, principal.credentials.password);
  return true;
}

/** A session in which the administrator acts as the owner (ended sessions are made again the same way). */
async function actAs(server: HardeningServer, administrator: { username: string; password: string }, ownerId: number): Promise<string> {
  const token = await signIn(server, administrator.username, administrator.password);
  const started = await call(server, token, 'POST', '/v1/admin/impersonation', { userId: ownerId, reason: 'hardening: acting as an owner' });
  return started.data.token ?? '';
}

/**
 * Every kind of caller, made through the public API of a server seeded with at least three
 * tenants: administrators (one of them demoted to owner), an owner and a member of the system
 * tenant without administrator rights, the owners of two tenants, a member and a disabled user
 * of the first, the owner of a disabled tenant, and nobody.
 *
 * None of them is an account the seed made: the first administrator and the seeded owners have
 * the smallest ids, which are the ids the suites send in paths, so whatever a call allowed to
 * someone does to those accounts (a reset, a delete) happens to targets, never to a principal.
 */
export async function setUpWorld(server: HardeningServer): Promise<World> {
  const first = await signIn(server, 'admin', ADMIN_PASSWORD);
  const list = await fetch(`${server.url}/api/v1/admin/tenant/with-domains`, { headers: { authorization: `Bearer ${first}` } });
  const tenants = ((await list.json()) as { data: Tenant[] }).data;
  const [system, a, b, c] = tenants;
  if (!system || !a || !b || !c) throw new Error('The world needs the system tenant and three seeded tenants');

  /** A user made by the first administrator in `tenantId`, signed in. */
  const user = async (username: string, tenantId: number, role: 'owner' | 'member', isAdmin = false) => {
    const created = await call(server, first, 'POST', '/v1/users', { username, role, isAdmin, password: OWNER_PASSWORD }, tenantId);
    const token = await signIn(server, username, OWNER_PASSWORD);
    return { userId: created.data.userId ?? 0, token, credentials: { username, password: OWNER_PASSWORD } };
  };
  const administrator = await user('hardening-admin', system.tenantId, 'owner', true);
  const secondAdministrator = await user('hardening-admin-2', system.tenantId, 'owner', true);
  const demoted = await user('hardening-demoted', system.tenantId, 'owner', true);
  await call(server, first, 'PUT', `/v1/users/${demoted.userId}`, { isAdmin: false });
  const systemOwner = await user('hardening-system-owner', system.tenantId, 'owner');
  const systemMember = await user('hardening-system-member', system.tenantId, 'member');
  const ownerA = await user(`${a.username}-owner`, a.tenantId, 'owner');
  const ownerB = await user(`${b.username}-owner`, b.tenantId, 'owner');
  const ownerC = await user(`${c.username}-owner`, c.tenantId, 'owner');
  /** A service account made by the first administrator in `tenantId`, with an API token. */
  const program = async (username: string, tenantId: number, role: 'owner' | 'member', isAdmin = false) => {
    const created = await call(server, first, 'POST', '/v1/service-accounts', { username, role, isAdmin }, tenantId);
    const userId = created.data.userId ?? 0;
    const made = await call(server, first, 'POST', `/v1/users/${userId}/api-tokens`, { name: 'hardening', expiresInDays: null }, tenantId);
    return { userId, token: made.data.token ?? '' };
  };
  const adminProgram = await program('hardening-admin-robot', system.tenantId, 'owner', true);
  const ownerProgram = await program(`${a.username}-robot`, a.tenantId, 'owner');
  const member = await user(`${a.username}-member`, a.tenantId, 'member');
  const disabledUser = await user(`${a.username}-disabled`, a.tenantId, 'member');
  await call(server, first, 'PUT', `/v1/users/${disabledUser.userId}`, { enabled: false }, a.tenantId);
  await call(server, first, 'PUT', `/v1/admin/tenant/${c.tenantId}/status?enabled=false`);
  c.enabled = false;
  return {
    principals: [
      { name: 'administrator', token: administrator.token, userId: administrator.userId, credentials: administrator.credentials, isAdmin: true, tenantId: system.tenantId },
      { name: 'second administrator', token: secondAdministrator.token, userId: secondAdministrator.userId, credentials: secondAdministrator.credentials, isAdmin: true, tenantId: system.tenantId },
      { name: 'administrator demoted to owner', token: demoted.token, userId: demoted.userId, credentials: demoted.credentials, isAdmin: false, tenantId: system.tenantId },
      { name: 'owner of the system tenant', token: systemOwner.token, userId: systemOwner.userId, credentials: systemOwner.credentials, isAdmin: false, tenantId: system.tenantId },
      { name: 'member of the system tenant', token: systemMember.token, userId: systemMember.userId, credentials: systemMember.credentials, isAdmin: false, tenantId: system.tenantId, role: 'member' },
      { name: `owner of ${a.username}`, token: ownerA.token, userId: ownerA.userId, credentials: ownerA.credentials, isAdmin: false, tenantId: a.tenantId },
      { name: `owner of ${b.username}`, token: ownerB.token, userId: ownerB.userId, credentials: ownerB.credentials, isAdmin: false, tenantId: b.tenantId },
      { name: `member of ${a.username}`, token: member.token, userId: member.userId, credentials: member.credentials, isAdmin: false, tenantId: a.tenantId, role: 'member' },
      { name: `disabled user of ${a.username}`, token: disabledUser.token, userId: disabledUser.userId, isAdmin: false, tenantId: a.tenantId, role: 'member', disabled: true },
      { name: 'administrator service account (API token)', token: adminProgram.token, userId: adminProgram.userId, isAdmin: true, tenantId: system.tenantId, apiToken: true },
      { name: `service account owning ${a.username} (API token)`, token: ownerProgram.token, userId: ownerProgram.userId, isAdmin: false, tenantId: a.tenantId, apiToken: true },
      { name: `owner of disabled ${c.username}`, token: ownerC.token, userId: ownerC.userId, isAdmin: false, tenantId: c.tenantId },
      {
        name: `administrator acting as the owner of ${a.username}`,
        token: await actAs(server, administrator.credentials, ownerA.userId),
        userId: ownerA.userId,
        isAdmin: false,
        tenantId: a.tenantId,
        acting: { administrator: administrator.credentials, ownerId: ownerA.userId },
      },
      { name: 'nobody (no token)', isAdmin: false },
    ],
    tenants,
    system,
    a,
    b,
    c,
  };
}
