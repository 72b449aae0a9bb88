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

/**
 * Every kind of caller, made through the public API of a server seeded with at least three
 * tenants: the administrator, the owners of two tenants, the owner of a disabled tenant, and
 * nobody. (Members join this list when tenants have them.)
 */
export async function setUpWorld(server: HardeningServer): Promise<World> {
  const admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  const list = await fetch(`${server.url}/api/v1/admin/tenant/with-domains`, { headers: { authorization: `Bearer ${admin}` } });
  const tenants = ((await list.json()) as { data: Tenant[] }).data;
  const [system, a, b, c] = tenants;
  if (!system || !a || !b || !c) throw new Error('The world needs the system tenant and three seeded tenants');
  const owners = await Promise.all([a, b, c].map((tenant) => signIn(server, tenant.username, OWNER_PASSWORD)));
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
      { name: `owner of disabled ${c.username}`, token: owners[2], isAdmin: false, tenantId: c.tenantId },
      { name: 'nobody (no token)', isAdmin: false },
    ],
    tenants,
    a,
    b,
    c,
  };
}
