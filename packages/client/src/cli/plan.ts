import { domainToASCII } from 'node:url';
import { createAttributeDefinition, deleteAttributeDefinition, updateAttributeDefinition } from '../generated/functions/attributes/attributes.js';
import { addDomain, removeDomain } from '../generated/functions/domains/domains.js';
import { createTenant, deleteTenant, setTenantStatus, updateTenant, updateTenantPolicy } from '../generated/functions/tenants/tenants.js';
import { createServiceAccount, deleteUser, inviteUser, updateUser } from '../generated/functions/users/users.js';
import { createWebhookEndpoint, deleteWebhookEndpoint, updateWebhookEndpoint } from '../generated/functions/webhooks/webhooks.js';
import type { TenantPolicySettings } from '../generated/model/index.js';
import type { ServerIds, ServerState } from './read-server.js';
import type { AttributeEntry, PolicyEntry, TenantEntry, TenantsFile, UserEntry, WebhookEntry } from './tenants-file.js';

/** What a step does, as its message says it (`messages.ts`). */
export type StepAction =
  | 'createAttribute' | 'updateAttribute' | 'deleteAttribute'
  | 'createTenant' | 'updateTenant' | 'enableTenant' | 'disableTenant' | 'deleteTenant'
  | 'addDomain' | 'removeDomain'
  | 'inviteUser' | 'createServiceAccount' | 'updateUser' | 'deleteUser'
  | 'createWebhook' | 'updateWebhook' | 'deleteWebhook'
  | 'setPolicy';

/** One change `apply` makes, in the order it makes them. */
export interface Step {
  action: StepAction;
  /** The object, by its natural keys: `acme`, `acme/li.wei`, `acme/https://hooks.example.com/x`. */
  object: string;
  /** The fields it changes, `field: before → after`, when it changes an object that exists. */
  changes: string[];
  /** Deletes, disables or lowers a role: asked about before `apply` makes it, unless `--yes`. */
  destructive: boolean;
  /** A credential change (the contract's `x-credential`): only a person's own session makes it, never an API token. */
  credential: boolean;
  run(ids: ServerIds): Promise<void>;
}

export interface PlanOptions {
  /** Deletes what the file leaves out (of the tenants it names, or of every tenant the caller sees). */
  prune: boolean;
}

/** The steps that make the server match the file, in an order where each finds what it needs. */
export function planOf(file: TenantsFile, server: ServerState, options: PlanOptions): Step[] {
  const steps: Step[] = [];
  const present = new Map(server.file.tenants.map((tenant) => [tenant.name, tenant]));
  if (file.attributes && server.admin) steps.push(...attributeSteps(file.attributes, server.file.attributes ?? [], false));
  for (const wanted of file.tenants) {
    const current = present.get(wanted.name);
    steps.push(...(current ? tenantChanges(wanted, current, options, server.admin) : newTenant(wanted)));
  }
  if (options.prune) {
    const named = new Set(file.tenants.map((tenant) => tenant.name));
    for (const tenant of server.file.tenants.filter((tenant) => !named.has(tenant.name))) steps.push(tenantDeletion(tenant.name));
    if (file.attributes && server.admin) steps.push(...attributeSteps(file.attributes, server.file.attributes ?? [], true));
  }
  return steps;
}

const shown = (value: unknown) => (value === undefined || value === null ? '—' : JSON.stringify(value));
const change = (field: string, before: unknown, after: unknown) => `${field}: ${shown(before)} → ${shown(after)}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function idOf(ids: Map<string, number> | undefined, key: string): number {
  const id = ids?.get(key);
  if (id === undefined) throw new Error(`${key} is not on the server`);
  return id;
}

function attributeSteps(wanted: AttributeEntry[], current: AttributeEntry[], deletions: boolean): Step[] {
  const now = new Map(current.map((entry) => [entry.key, entry]));
  if (deletions) {
    const kept = new Set(wanted.map((entry) => entry.key));
    return current
      .filter((entry) => !kept.has(entry.key))
      .map((entry) => ({ action: 'deleteAttribute', object: entry.key, changes: [], destructive: true, credential: false, run: async () => void (await deleteAttributeDefinition(entry.key)) }));
  }
  return wanted.flatMap((entry): Step[] => {
    const before = now.get(entry.key);
    if (!before) {
      // Choices belong to `enum` alone: the server refuses them, even empty, on any other type.
      const { choices, ...rest } = entry;
      const body = choices.length > 0 ? entry : rest;
      return [{ action: 'createAttribute', object: entry.key, changes: [], destructive: false, credential: false, run: async () => void (await createAttributeDefinition(body)) }];
    }
    const fields = (['labels', 'type', 'choices', 'required', 'unique', 'listed'] as const).filter((field) => !same(before[field], entry[field]));
    if (fields.length === 0) return [];
    const body = Object.fromEntries(fields.map((field) => [field, entry[field]]));
    return [{ action: 'updateAttribute', object: entry.key, changes: fields.map((field) => change(field, before[field], entry[field])), destructive: false, credential: false, run: async () => void (await updateAttributeDefinition(entry.key, body)) }];
  });
}

/** The name as the server stores it: lower-case, its ASCII (punycode) form, no final dot. */
function storedDomain(name: string): string {
  return (domainToASCII(name.toLowerCase()) || name.toLowerCase()).replace(/\.$/, '');
}

function domainsOf(tenant: TenantEntry): string[] {
  return [...new Set(tenant.domains.map((domain) => storedDomain(domain.name)))].sort();
}

function newTenant(wanted: TenantEntry): Step[] {
  const owner = wanted.users.find((user) => user.kind === 'person' && user.role === 'owner' && user.email !== undefined);
  const name = wanted.name;
  // Refused while planning, so that neither plan nor apply starts on a file the server cannot follow.
  if (!owner?.email) throw new NeedsOwner(name);
  const steps: Step[] = [
    {
      action: 'createTenant',
      object: name,
      changes: [],
      destructive: false,
      credential: false,
      run: async (ids) => {
        const created = await createTenant({
          username: name,
          remark: wanted.remark ?? '',
          domains: domainsOf(wanted),
          attributes: wanted.attributes ?? {},
          owner: { username: owner.username, email: owner.email ?? '', ...(owner.displayName && { displayName: owner.displayName }) },
        });
        ids.tenants.set(name, created.tenantId);
        ids.users.set(name, new Map());
        ids.webhooks.set(name, new Map());
      },
    },
  ];
  // A tenant disabled from its start: nobody's work stops, so not a destructive step.
  if (wanted.enabled === false) steps.push({ ...statusStep(name, false), destructive: false });
  const invited = { ...wanted, users: wanted.users.filter((user) => user !== owner) };
  steps.push(...webhookSteps(invited, [], false), ...userSteps(invited, [], false));
  if (wanted.policy) steps.push(policyStep(name, undefined, wanted.policy));
  return steps;
}

/** A new tenant's file names no first owner to invite with an email: the server cannot create it. */
export class NeedsOwner extends Error {
  constructor(readonly tenant: string) {
    super(`Tenant ${tenant} needs an owner with an email`);
  }
}

function statusStep(name: string, enabled: boolean): Step {
  return {
    action: enabled ? 'enableTenant' : 'disableTenant',
    object: name,
    changes: [],
    destructive: !enabled,
    credential: false,
    run: async (ids) => void (await setTenantStatus(idOf(ids.tenants, name), { enabled })),
  };
}

function tenantDeletion(name: string): Step {
  return { action: 'deleteTenant', object: name, changes: [], destructive: true, credential: false, run: async (ids) => void (await deleteTenant(idOf(ids.tenants, name), { confirm: name })) };
}

function tenantChanges(wanted: TenantEntry, current: TenantEntry, options: PlanOptions, admin: boolean): Step[] {
  const name = wanted.name;
  const steps: Step[] = [];
  const changes: string[] = [];
  const body: { remark?: string; domains?: string[]; attributes?: Record<string, string | number | boolean | null> } = {};
  if (wanted.remark !== undefined && wanted.remark !== current.remark) {
    body.remark = wanted.remark;
    changes.push(change('remark', current.remark, wanted.remark));
  }
  const [domainsWanted, domainsNow] = [domainsOf(wanted), domainsOf(current)];
  // Removing a domain gives up its claim (and its proof): destructive.
  const domainsRemoved = domainsNow.filter((domain) => !domainsWanted.includes(domain));
  if (!same(domainsWanted, domainsNow)) {
    if (admin) {
      body.domains = domainsWanted;
      changes.push(change('domains', domainsNow, domainsWanted));
    } else {
      steps.push(...domainSteps(name, domainsWanted.filter((domain) => !domainsNow.includes(domain)), domainsRemoved));
    }
  }
  if (wanted.attributes !== undefined) {
    const [after, before] = [wanted.attributes, current.attributes ?? {}];
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].sort();
    const attributes = Object.fromEntries(keys.filter((key) => after[key] !== before[key]).map((key) => [key, after[key] ?? null]));
    if (Object.keys(attributes).length > 0) {
      body.attributes = attributes;
      changes.push(...Object.entries(attributes).map(([key, value]) => change(`attributes.${key}`, before[key], value)));
    }
  }
  if (changes.length > 0) {
    const destructive = body.domains !== undefined && domainsRemoved.length > 0;
    steps.push({ action: 'updateTenant', object: name, changes, destructive, credential: false, run: async (ids) => void (await updateTenant(idOf(ids.tenants, name), body)) });
  }
  if (wanted.enabled !== undefined && wanted.enabled !== current.enabled) steps.push(statusStep(name, wanted.enabled));
  // Credential steps (users, policy) last: a token's refusal of them leaves the rest made.
  steps.push(...webhookSteps(wanted, current.webhooks, options.prune), ...userSteps(wanted, current.users, options.prune));
  if (!same(policySettings(wanted.policy), policySettings(current.policy))) steps.push(policyStep(name, current.policy, wanted.policy));
  return steps;
}

/** An owner's domains, one call each (`addDomain`, `removeDomain`): administrators change the whole list at once. */
function domainSteps(name: string, added: string[], removed: string[]): Step[] {
  const inTenant = (ids: ServerIds) => ({ tenantId: idOf(ids.tenants, name) });
  return [
    ...added.map((domain): Step => ({ action: 'addDomain', object: `${name}/${domain}`, changes: [], destructive: false, credential: false, run: async (ids) => void (await addDomain({ name: domain }, inTenant(ids))) })),
    ...removed.map((domain): Step => ({ action: 'removeDomain', object: `${name}/${domain}`, changes: [], destructive: true, credential: false, run: async (ids) => void (await removeDomain(domain, inTenant(ids))) })),
  ];
}

const RANK = { member: 0, owner: 1 } as const;

function userSteps(tenant: TenantEntry, current: UserEntry[], prune: boolean): Step[] {
  const name = tenant.name;
  const now = new Map(current.map((user) => [user.username, user]));
  const steps: Step[] = [];
  for (const user of tenant.users) {
    const object = `${name}/${user.username}`;
    const before = now.get(user.username);
    if (!before) {
      steps.push(user.kind === 'service' ? serviceAccountStep(name, user) : invitationStep(name, user));
      continue;
    }
    const fields = (['role', 'enabled', 'displayName', 'description'] as const).filter((field) => (user[field] ?? '') !== (before[field] ?? ''));
    if (fields.length === 0) continue;
    const body = Object.fromEntries(fields.map((field) => [field, user[field] ?? '']));
    steps.push({
      action: 'updateUser',
      object,
      changes: fields.map((field) => change(field, before[field], user[field])),
      destructive: RANK[user.role] < RANK[before.role] || (before.enabled && !user.enabled),
      // The contract's `x-credential` fields of `updateUser`: a role is a right.
      credential: fields.includes('role'),
      run: async (ids) => void (await updateUser(idOf(ids.users.get(name), user.username), body, { tenantId: idOf(ids.tenants, name) })),
    });
  }
  if (!prune) return steps;
  const removeUser = (ids: ServerIds, username: string, tenantId: number) => deleteUser(idOf(ids.users.get(name), username), { tenantId });
  return [...steps, ...deletions(name, tenant.users.map((user) => user.username), current.map((user) => user.username), 'deleteUser', removeUser)];
}

function invitationStep(name: string, user: UserEntry): Step {
  // Refused while planning, as a tenant without an owner is: nothing of the file is made.
  if (!user.email) throw new NeedsEmail(`${name}/${user.username}`);
  return {
    action: 'inviteUser',
    object: `${name}/${user.username}`,
    changes: [],
    destructive: false,
    credential: true,
    run: async (ids) => {
      const tenantId = idOf(ids.tenants, name);
      const invited = await inviteUser({ email: user.email ?? '', role: user.role, username: user.username, ...(user.displayName && { displayName: user.displayName }) }, { tenantId });
      ids.users.get(name)?.set(user.username, invited.userId);
      if (!user.enabled) await updateUser(invited.userId, { enabled: false }, { tenantId });
    },
  };
}

/** A person new to the server, whom the file gives no email to invite. */
export class NeedsEmail extends Error {
  constructor(readonly user: string) {
    super(`${user} needs an email to be invited`);
  }
}

function serviceAccountStep(name: string, user: UserEntry): Step {
  return {
    action: 'createServiceAccount',
    object: `${name}/${user.username}`,
    changes: [],
    destructive: false,
    credential: true,
    run: async (ids) => {
      const created = await createServiceAccount(
        { username: user.username, role: user.role, enabled: user.enabled, ...(user.description && { description: user.description }) },
        { tenantId: idOf(ids.tenants, name) },
      );
      ids.users.get(name)?.set(user.username, created.userId);
    },
  };
}

function webhookSteps(tenant: TenantEntry, current: WebhookEntry[], prune: boolean): Step[] {
  const name = tenant.name;
  const now = new Map(current.map((webhook) => [webhook.url, webhook]));
  const steps: Step[] = [];
  for (const webhook of tenant.webhooks) {
    const object = `${name}/${webhook.url}`;
    const before = now.get(webhook.url);
    if (!before) {
      steps.push({
        action: 'createWebhook',
        object,
        changes: [],
        destructive: false,
        credential: false,
        run: async (ids) => {
          const created = await createWebhookEndpoint(webhook, { tenantId: idOf(ids.tenants, name) });
          ids.webhooks.get(name)?.set(webhook.url, created.endpointId);
        },
      });
      continue;
    }
    const fields = (['description', 'eventTypes', 'enabled'] as const).filter((field) => !same([before[field]].flat().sort(), [webhook[field]].flat().sort()));
    if (fields.length === 0) continue;
    const body = Object.fromEntries(fields.map((field) => [field, webhook[field]]));
    steps.push({
      action: 'updateWebhook',
      object,
      changes: fields.map((field) => change(field, before[field], webhook[field])),
      destructive: before.enabled && !webhook.enabled,
      credential: false,
      run: async (ids) => void (await updateWebhookEndpoint(idOf(ids.webhooks.get(name), webhook.url), body, { tenantId: idOf(ids.tenants, name) })),
    });
  }
  if (!prune) return steps;
  const removeWebhook = (ids: ServerIds, url: string, tenantId: number) => deleteWebhookEndpoint(idOf(ids.webhooks.get(name), url), { tenantId });
  return [...steps, ...deletions(name, tenant.webhooks.map((webhook) => webhook.url), current.map((webhook) => webhook.url), 'deleteWebhook', removeWebhook)];
}

/** With `--prune`, a destructive step for each of a tenant's objects (by key) the file leaves out. */
function deletions(
  name: string,
  named: readonly string[],
  present: readonly string[],
  action: 'deleteUser' | 'deleteWebhook',
  remove: (ids: ServerIds, key: string, tenantId: number) => Promise<unknown>,
): Step[] {
  const kept = new Set(named);
  return present
    .filter((key) => !kept.has(key))
    .map((key) => ({ action, object: `${name}/${key}`, changes: [], destructive: true, credential: false, run: async (ids) => void (await remove(ids, key, idOf(ids.tenants, name))) }));
}

/** Every setting of the policy, `null` for the instance's: what `updateTenantPolicy` takes whole. */
function policySettings(policy: PolicyEntry | undefined): TenantPolicySettings {
  return {
    ipAllowlist: policy?.ipAllowlist ? [...policy.ipAllowlist].sort() : null,
    passwordMinLength: policy?.passwordMinLength ?? null,
    sessionLifetimeHours: policy?.sessionLifetimeHours ?? null,
    idleTimeoutMinutes: policy?.idleTimeoutMinutes ?? null,
    twoFactorRequiredFor: policy?.twoFactorRequiredFor ?? null,
    twoFactorGraceDays: policy?.twoFactorGraceDays ?? null,
  };
}

function policyStep(name: string, current: PolicyEntry | undefined, wanted: PolicyEntry | undefined): Step {
  const [before, after] = [policySettings(current), policySettings(wanted)];
  const fields = (Object.keys(after) as (keyof TenantPolicySettings)[]).filter((field) => !same(before[field], after[field]));
  return {
    action: 'setPolicy',
    object: name,
    changes: fields.map((field) => change(field, before[field], after[field])),
    destructive: false,
    credential: true,
    run: async (ids) => void (await updateTenantPolicy(after, { tenantId: idOf(ids.tenants, name) })),
  };
}
