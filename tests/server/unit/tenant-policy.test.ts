import { describe, expect, it } from 'vitest';
import { allowsAddress, DEFAULT_INSTANCE_POLICY, effectivePolicy, invalidNetworks, parseNetwork, parseTenantPolicy, settingsOver, twoFactorRequiredOf } from '../../../server/src/auth/tenant-policy.js';
import { limitOverrun } from '../../../server/src/auth/session-policy.js';
import { usernameFromEmail } from '../../../server/src/modules/onboarding/username-from-email.js';

describe('a tenant’s allowlist', () => {
  it('reads networks and single addresses, IPv4 and IPv6, and nothing else', () => {
    expect(parseNetwork('203.0.113.0/24')).toEqual({ address: '203.0.113.0', family: 'ipv4', prefix: 24 });
    expect(parseNetwork(' 2001:db8::/32 ')).toEqual({ address: '2001:db8::', family: 'ipv6', prefix: 32 });
    expect(parseNetwork('198.51.100.7')).toEqual({ address: '198.51.100.7', family: 'ipv4', prefix: 32 });
    expect(parseNetwork('::1')).toEqual({ address: '::1', family: 'ipv6', prefix: 128 });
    expect(invalidNetworks(['0.0.0.0/0', '203.0.113.0/33', '2001:db8::/129', '256.1.1.1', 'office', '10.0.0.0/8/8', '10.0.0.0/-1', '10.0.0.0/'])).toEqual([
      '203.0.113.0/33',
      '2001:db8::/129',
      '256.1.1.1',
      'office',
      '10.0.0.0/8/8',
      '10.0.0.0/-1',
      '10.0.0.0/',
    ]);
  });

  it('lets through addresses inside any of its networks, IPv4 seen through an IPv6 socket included, and everyone when there is none', () => {
    const list = ['203.0.113.0/24', '2001:db8::/32', '198.51.100.7'];
    expect(allowsAddress(list, '203.0.113.200')).toBe(true);
    expect(allowsAddress(list, '::ffff:203.0.113.9')).toBe(true);
    expect(allowsAddress(list, '2001:db8:1::5')).toBe(true);
    expect(allowsAddress(list, '198.51.100.7')).toBe(true);
    expect(allowsAddress(list, '198.51.100.8')).toBe(false);
    expect(allowsAddress(list, '2001:db9::1')).toBe(false);
    expect(allowsAddress(list, 'not an address')).toBe(false);
    expect(allowsAddress(['0.0.0.0/0'], '192.0.2.1')).toBe(true);
    expect(allowsAddress(null, '192.0.2.1')).toBe(true);
  });

  it('holds the instance’s 12 characters at least, and the tenant’s own settings where it has them', () => {
    const none = { sessionLifetimeHours: null, idleTimeoutMinutes: null };
    const noTwoFactor = { twoFactorRequiredFor: null, twoFactorGraceDays: 7 };
    expect(effectivePolicy(parseTenantPolicy(null), DEFAULT_INSTANCE_POLICY)).toEqual({ ipAllowlist: null, passwordMinLength: 12, ...none, ...noTwoFactor });
    // A policy kept before a setting existed reads it as unset.
    expect(effectivePolicy(parseTenantPolicy('{"ipAllowlist":["10.0.0.0/8"],"passwordMinLength":20}'), DEFAULT_INSTANCE_POLICY)).toEqual({ ipAllowlist: ['10.0.0.0/8'], passwordMinLength: 20, ...none, ...noTwoFactor });
    expect(effectivePolicy({ ipAllowlist: null, passwordMinLength: 8, ...none }, DEFAULT_INSTANCE_POLICY).passwordMinLength).toBe(12);
  });

  it('takes the instance’s settings where the tenant sets none, and never a shorter password than the instance asks', () => {
    const instance = { ipAllowlist: null, passwordMinLength: 16, sessionLifetimeHours: 24, idleTimeoutMinutes: 30, twoFactorRequiredFor: 'owners' as const, twoFactorGraceDays: 3 };
    expect(effectivePolicy(parseTenantPolicy(null), instance)).toEqual(instance);
    expect(effectivePolicy({ ipAllowlist: ['10.0.0.0/8'], passwordMinLength: 14, sessionLifetimeHours: 8, idleTimeoutMinutes: null }, instance)).toEqual({
      ipAllowlist: ['10.0.0.0/8'],
      passwordMinLength: 16,
      sessionLifetimeHours: 8,
      idleTimeoutMinutes: 30,
      twoFactorRequiredFor: 'owners',
      twoFactorGraceDays: 3,
    });
    expect(effectivePolicy({ ...parseTenantPolicy(null), twoFactorRequiredFor: 'all', twoFactorGraceDays: 0 }, instance)).toMatchObject({ twoFactorRequiredFor: 'all', twoFactorGraceDays: 0 });
  });

  it('keeps what a body leaves out, as a client from before a setting existed sends it', () => {
    const current = { ...parseTenantPolicy(null), twoFactorRequiredFor: 'members' as const, twoFactorGraceDays: 5 };
    expect(settingsOver(current, { ipAllowlist: null, passwordMinLength: 20, sessionLifetimeHours: null, idleTimeoutMinutes: null })).toEqual({ ...current, passwordMinLength: 20 });
    expect(settingsOver(current, { ipAllowlist: null, passwordMinLength: null, sessionLifetimeHours: null, idleTimeoutMinutes: null, twoFactorRequiredFor: null })).toMatchObject({ twoFactorRequiredFor: null, twoFactorGraceDays: 5 });
  });

  it('asks two-factor sign-in of the roles the requirement names, never of administrators or service accounts', () => {
    const person = (role: 'owner' | 'member', more: { isAdmin?: boolean; isService?: boolean } = {}) => ({ role, isAdmin: false, isService: false, ...more });
    expect(twoFactorRequiredOf('owners', person('owner'))).toBe(true);
    expect(twoFactorRequiredOf('owners', person('member'))).toBe(false);
    expect(twoFactorRequiredOf('members', person('member'))).toBe(true);
    expect(twoFactorRequiredOf('members', person('owner'))).toBe(false);
    expect(twoFactorRequiredOf('all', person('member'))).toBe(true);
    expect(twoFactorRequiredOf('all', person('owner', { isAdmin: true }))).toBe(false);
    expect(twoFactorRequiredOf('all', person('owner', { isService: true }))).toBe(false);
    expect(twoFactorRequiredOf(null, person('owner'))).toBe(false);
  });
});

describe('a username made from an address', () => {
  it('keeps what the contract allows of the part before @, lowercased, and numbers it when taken', () => {
    const names = (email: string, count: number) => [...usernameFromEmail(email)].slice(0, count);
    expect(names('Li.Wei@example.com', 3)).toEqual(['li.wei', 'li.wei-2', 'li.wei-3']);
    expect(names('_Zhang San+work@example.com', 1)).toEqual(['zhang-san-work']);
    expect(names('a@example.com', 1)).toEqual(['user-a']);
    expect(names('张三@example.com', 1)).toEqual(['user-1']);
    const long = [...usernameFromEmail(`${'x'.repeat(80)}@example.com`)];
    expect(long[0]).toHaveLength(64);
    expect(long[1]).toBe(`${'x'.repeat(62)}-2`);
    expect(long).toHaveLength(100);
    for (const name of long) expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9_.-]{1,63}$/);
  });
});

describe('a session against a tenant’s lifetime and idle timeout', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');
  const session = (createdAgoMs: number, idleMs: number) => ({ createdAt: new Date(now - createdAgoMs).toISOString(), lastSeenAt: new Date(now - idleMs).toISOString() });
  const HOUR = 3600_000;

  it('is over the lifetime once older than it, and over the idle timeout once idle longer; at either limit exactly, not yet', () => {
    const policy = { sessionLifetimeHours: 8, idleTimeoutMinutes: 60 };
    expect(limitOverrun(policy, session(8 * HOUR, 0), now)).toBeUndefined();
    expect(limitOverrun(policy, session(8 * HOUR + 1, 0), now)).toBe('lifetime');
    expect(limitOverrun(policy, session(HOUR, HOUR), now)).toBeUndefined();
    expect(limitOverrun(policy, session(2 * HOUR, HOUR + 1), now)).toBe('idle');
    // Both over: the lifetime is named, as the session ends for it first.
    expect(limitOverrun(policy, session(9 * HOUR, 2 * HOUR), now)).toBe('lifetime');
  });

  it('holds no session to a limit the policy leaves empty', () => {
    expect(limitOverrun({ sessionLifetimeHours: null, idleTimeoutMinutes: null }, session(1000 * HOUR, 1000 * HOUR), now)).toBeUndefined();
  });
});
