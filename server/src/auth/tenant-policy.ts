import { BlockList, isIP } from 'node:net';
import type { EffectivePolicy, TenantPolicySettings, TwoFactorRequirement } from '../../../src/generated/model/index.js';
import type { UserRole } from '../db/database.js';

/**
 * What every tenant has unless the instance's settings say otherwise (`POLICY_*`): calls from
 * anywhere, passwords of the contract's 12 characters at least, sessions that last until their own
 * expiry and have no idle limit, two-factor sign-in asked of no one (a week's grace once it is).
 */
export const DEFAULT_INSTANCE_POLICY: EffectivePolicy = {
  ipAllowlist: null,
  passwordMinLength: 12,
  sessionLifetimeHours: null,
  idleTimeoutMinutes: null,
  twoFactorRequiredFor: null,
  twoFactorGraceDays: 7,
};

/** The tenant's settings with every field present: a stored policy or a body of an older client may lack the newer ones. */
export type FullTenantPolicySettings = Required<TenantPolicySettings>;

/** A tenant that sets nothing of its own. */
export const NO_TENANT_POLICY: FullTenantPolicySettings = {
  ipAllowlist: null,
  passwordMinLength: null,
  sessionLifetimeHours: null,
  idleTimeoutMinutes: null,
  twoFactorRequiredFor: null,
  twoFactorGraceDays: null,
};

/** The tenant's settings as `tenants.policy` keeps them (JSON), or none when it keeps none. */
export function parseTenantPolicy(stored: string | null): FullTenantPolicySettings {
  if (stored === null || stored === '') return NO_TENANT_POLICY;
  return { ...NO_TENANT_POLICY, ...withoutUndefined(JSON.parse(stored) as TenantPolicySettings) };
}

/** A body's settings over the tenant's current ones: a field left out (a client from before it existed) keeps its value. */
export function settingsOver(current: FullTenantPolicySettings, body: TenantPolicySettings): FullTenantPolicySettings {
  return { ...current, ...withoutUndefined(body) };
}

function withoutUndefined(settings: TenantPolicySettings): Partial<FullTenantPolicySettings> {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as Partial<FullTenantPolicySettings>;
}

/**
 * What holds for the tenant: its own settings where it has them, the instance's elsewhere; never a
 * shorter password than the instance asks of everyone.
 */
export function effectivePolicy(tenant: TenantPolicySettings, instance: EffectivePolicy): EffectivePolicy {
  return {
    ipAllowlist: tenant.ipAllowlist ?? instance.ipAllowlist,
    passwordMinLength: Math.max(tenant.passwordMinLength ?? instance.passwordMinLength, instance.passwordMinLength),
    sessionLifetimeHours: tenant.sessionLifetimeHours ?? instance.sessionLifetimeHours,
    idleTimeoutMinutes: tenant.idleTimeoutMinutes ?? instance.idleTimeoutMinutes,
    twoFactorRequiredFor: tenant.twoFactorRequiredFor ?? instance.twoFactorRequiredFor,
    twoFactorGraceDays: tenant.twoFactorGraceDays ?? instance.twoFactorGraceDays,
  };
}

/** The roles a two-factor requirement covers. */
export function rolesRequiringTwoFactor(requiredFor: TwoFactorRequirement | null): UserRole[] {
  if (requiredFor === null) return [];
  return requiredFor === 'all' ? ['owner', 'member'] : [requiredFor === 'owners' ? 'owner' : 'member'];
}

/** Whom a two-factor requirement covers: people of its roles; never service accounts, never administrators. */
export function twoFactorRequiredOf(requiredFor: TwoFactorRequirement | null, person: { role: UserRole; isAdmin: boolean; isService: boolean }): boolean {
  return !person.isAdmin && !person.isService && rolesRequiringTwoFactor(requiredFor).includes(person.role);
}

/** A network as `BlockList` takes it: its address, its family and its prefix length. */
interface Network {
  address: string;
  family: 'ipv4' | 'ipv6';
  prefix: number;
}

/** `203.0.113.0/24`, `2001:db8::/32`, or an address alone (the whole prefix); undefined when it is none of these. */
export function parseNetwork(text: string): Network | undefined {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const longest = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? longest : /^[0-9]{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > longest) return undefined;
  return { address, family, prefix };
}

/** The entries of a list that are no network, in order. */
export function invalidNetworks(list: readonly string[]): string[] {
  return list.filter((entry) => parseNetwork(entry) === undefined);
}

/** An address as the server saw it, without the IPv4-mapped IPv6 prefix Node gives on a dual-stack socket. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Each list's networks, made once: a caller's principal, and the list in it, is kept between calls. */
const blockLists = new WeakMap<readonly string[], BlockList>();

function blockListOf(list: readonly string[]): BlockList {
  let blocks = blockLists.get(list);
  if (!blocks) {
    blocks = new BlockList();
    for (const entry of list) {
      const network = parseNetwork(entry);
      if (network) blocks.addSubnet(network.address, network.prefix, network.family);
    }
    blockLists.set(list, blocks);
  }
  return blocks;
}

/** Whether the allowlist lets a call from `address` through: any address when there is no list. */
export function allowsAddress(list: readonly string[] | null, address: string): boolean {
  if (list === null) return true;
  const blocks = blockListOf(list);
  const plain = plainAddress(address);
  const version = isIP(plain);
  if (version === 0) return false;
  return blocks.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}
