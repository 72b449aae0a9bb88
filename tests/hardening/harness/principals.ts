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
}

export interface World {
  principals: Principal[];
  /** Every tenant, the system tenant first, as they were once the world was set up. */
  tenants: Tenant[];
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

async function call(server: HardeningServer, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: { userId?: number } }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: { userId?: number } };
  if (response.status >= 300) throw new Error(`${method} ${path} failed: ${response.status} ${JSON.stringify(answer)}`);
  return { status: response.status, data: answer.data };
}

/** A member of the tenant whose owner holds `ownerToken`, signed in; disabled afterwards when asked. */
async function memberOf(server: HardeningServer, ownerToken: string, username: string, disable = false): Promise<string> {
  const created = await call(server, ownerToken, 'POST', '/v1/users', { username, role: 'member', password: OWNER_PASSWORD });
  const token = await signIn(server, username, OWNER_PASSWORD);
  if (disable) await call(server, ownerToken, 'PUT', `/v1/users/${created.data.userId}`, { enabled: false });
  return token;
}

/**
 * Every kind of caller, made through the public API of a server seeded with at least three
 * tenants: the administrator, the owners of two tenants, a member of the first, a disabled user
 * of the first, the owner of a disabled tenant, and nobody.
 */
export async function setUpWorld(server: HardeningServer): Promise<World> {
  const admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  const list = await fetch(`${server.url}/api/v1/admin/tenant/with-domains`, { headers: { authorization: `Bearer ${admin}` } });
  const tenants = ((await list.json()) as { data: Tenant[] }).data;
  const [system, a, b, c] = tenants;
  if (!system || !a || !b || !c) throw new Error('The world needs the system tenant and three seeded tenants');
  const owners = await Promise.all([a, b, c].map((tenant) => signIn(server, tenant.username, OWNER_PASSWORD)));
  const member = await memberOf(server, owners[0] ?? '', `${a.username}-member`);
  const disabledUser = await memberOf(server, owners[0] ?? '', `${a.username}-disabled`, true);
  const disabled = await fetch(`${server.url}/api/v1/admin/tenant/${c.tenantId}/status?enabled=false`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}` },
  });
  if (disabled.status !== 200) throw new Error(`Disabling ${c.username} failed: ${disabled.status}`);
  c.enabled = false;
  return {
    principals: [
      { name: 'administrator', token: admin, isAdmin: true, tenantId: system.tenantId },
      { name: `owner of ${a.username}`, token: owners[0], isAdmin: false, tenantId: a.tenantId },
      { name: `owner of ${b.username}`, token: owners[1], isAdmin: false, tenantId: b.tenantId },
      { name: `member of ${a.username}`, token: member, isAdmin: false, tenantId: a.tenantId, role: 'member' },
      { name: `disabled user of ${a.username}`, token: disabledUser, isAdmin: false, tenantId: a.tenantId, role: 'member', disabled: true },
      { name: `owner of disabled ${c.username}`, token: owners[2], isAdmin: false, tenantId: c.tenantId },
      { name: 'nobody (no token)', isAdmin: false },
    ],
    tenants,
    a,
    b,
    c,
  };
}
