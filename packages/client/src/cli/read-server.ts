import { getCurrentUser } from '../generated/functions/auth/auth.js';
import { listAttributeDefinitions } from '../generated/functions/attributes/attributes.js';
import { listDomainProofs } from '../generated/functions/domains/domains.js';
import { getTenantPolicy, listTenantsWithDomains } from '../generated/functions/tenants/tenants.js';
import { listUsers } from '../generated/functions/users/users.js';
import { listWebhookEndpoints } from '../generated/functions/webhooks/webhooks.js';
import type { Tenant, TenantPolicySettings, User } from '../generated/model/index.js';
import { FILE_VERSION, type PolicyEntry, type TenantEntry, type TenantsFile, type UserEntry } from './tenants-file.js';

/** The server's ids of what the file names by natural keys: what `apply` needs to change them. */
export interface ServerIds {
  tenants: Map<string, number>;
  /** By tenant name, then username. */
  users: Map<string, Map<string, number>>;
  /** By tenant name, then URL. */
  webhooks: Map<string, Map<string, number>>;
}

/** The server's configuration as the file writes it, the ids behind it, and who reads it. */
export interface ServerState {
  file: TenantsFile;
  ids: ServerIds;
  /** Whether the caller is an administrator: only they see every tenant and the attribute definitions. */
  admin: boolean;
}

const USERS_PAGE = 1000;

/**
 * Reads what the caller may see: every tenant (administrators) or the caller's own, narrowed to
 * `only` (ids or names) when given. Deleted tenants are left out: they are on their way to the purge.
 */
export async function readServer(only: readonly string[] = []): Promise<ServerState> {
  const me = await getCurrentUser();
  // The administrators' own (system) tenant is the instance's, not a customer's: never exported, never pruned.
  const visible: Visible[] = me.isAdmin
    ? (await listTenantsWithDomains()).filter((tenant) => tenant.tenantId !== me.tenantId && tenant.state !== 'deleted')
    : [await ownTenant(me.tenantId, me.tenantName)];
  const wanted = visible.filter((tenant) => only.length === 0 || only.includes(tenant.username) || only.includes(String(tenant.tenantId)));
  const missing = only.filter((name) => !wanted.some((tenant) => tenant.username === name || String(tenant.tenantId) === name));
  if (missing.length > 0) throw new UnknownTenants(missing);
  const ids: ServerIds = { tenants: new Map(), users: new Map(), webhooks: new Map() };
  const tenants: TenantEntry[] = [];
  for (const tenant of wanted) {
    ids.tenants.set(tenant.username, tenant.tenantId);
    const { entry, userIds, webhookIds } = await readTenant(tenant);
    ids.users.set(tenant.username, userIds);
    ids.webhooks.set(tenant.username, webhookIds);
    tenants.push(entry);
  }
  const file: TenantsFile = { version: FILE_VERSION, tenants };
  if (me.isAdmin && only.length === 0) {
    file.attributes = (await listAttributeDefinitions()).map(({ key, labels, type, choices, required, unique, listed }) => ({ key, labels, type, choices, required, unique, listed }));
  }
  return { file, ids, admin: me.isAdmin };
}

/** Tenants named that the caller cannot see (or that do not exist). */
export class UnknownTenants extends Error {
  constructor(readonly names: readonly string[]) {
    super(`No tenant ${names.join(', ')}`);
  }
}

/** A tenant as its caller may read it: an owner reads its domains, not the administrators' fields. */
type Visible = Pick<Tenant, 'tenantId' | 'username' | 'domains'> & Partial<Pick<Tenant, 'remark' | 'enabled' | 'attributes'>>;

async function ownTenant(tenantId: number, name: string): Promise<Visible> {
  const proofs = await listDomainProofs({ tenantId });
  return { tenantId, username: name, domains: proofs.map(({ domainId, name: domain, state }) => ({ domainId, name: domain, verified: state === 'verified' })) };
}

async function readTenant(tenant: Visible) {
  const inTenant = { tenantId: tenant.tenantId };
  const users: User[] = [];
  for (let start = 0; ; start += USERS_PAGE) {
    const page = await listUsers({ sort: '["userId","ASC"]', range: `[${start},${start + USERS_PAGE - 1}]` }, inTenant);
    users.push(...page);
    if (page.length < USERS_PAGE) break;
  }
  const webhooks = await listWebhookEndpoints(inTenant);
  const policy = policyEntry((await getTenantPolicy(inTenant)).tenant);
  const entry: TenantEntry = {
    name: tenant.username,
    ...(tenant.remark !== undefined && { remark: tenant.remark }),
    ...(tenant.enabled !== undefined && { enabled: tenant.enabled, attributes: { ...tenant.attributes } }),
    domains: tenant.domains.map(({ name, verified }) => ({ name, verified })),
    // Administrators belong to a tenant too; the file leaves them out (their rights are a person's to give).
    users: users.filter((user) => !user.isAdmin).map(userEntry),
    webhooks: webhooks.map(({ url, description, eventTypes, enabled }) => ({ url, description, eventTypes: [...eventTypes], enabled })),
    ...(policy && { policy }),
  };
  return {
    entry,
    userIds: new Map(users.filter((user) => !user.isAdmin).map((user) => [user.username, user.userId])),
    webhookIds: new Map(webhooks.map((webhook) => [webhook.url, webhook.endpointId])),
  };
}

function userEntry(user: User): UserEntry {
  const kind = user.kind ?? 'person';
  return {
    username: user.username,
    kind,
    role: user.role,
    enabled: user.enabled,
    ...(kind === 'person' && user.email && { email: user.email }),
    ...(user.displayName !== '' && { displayName: user.displayName }),
    ...(kind === 'service' && user.description && { description: user.description }),
  };
}

/** The settings the tenant makes itself, or nothing when it keeps the instance's every one. */
function policyEntry(settings: TenantPolicySettings): PolicyEntry | undefined {
  const set = Object.entries(settings).filter(([, value]) => value !== null && value !== undefined);
  return set.length === 0 ? undefined : (Object.fromEntries(set) as PolicyEntry);
}
