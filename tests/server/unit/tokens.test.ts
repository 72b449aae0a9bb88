import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, type JWTPayload } from 'jose';
import { TokenService } from '../../../server/src/auth/tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const CLAIMS = { userId: 7, tenantId: 3, isAdmin: false, tokenVersion: 0, sessionSecret: 's'.repeat(43) };

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token again and again until it expires, then calls it expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const tokens = await TokenService.create(SECRET, 60);
    const token = await tokens.sign(CLAIMS);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: CLAIMS });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: CLAIMS });
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key, even after accepting a genuine one', async () => {
    const tokens = await TokenService.create(SECRET, 60);
    const forger = await TokenService.create(`${SECRET}-other`, 60);
    expect((await tokens.verify(await tokens.sign(CLAIMS))).ok).toBe(true);
    expect(await tokens.verify(await forger.sign(CLAIMS))).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['a numeric sub', { sub: 7, tenant_id: 3, is_admin: false }],
    ['a sub with a leading zero', { sub: '07', tenant_id: 3, is_admin: false }],
    ['a tenant_id as text', { sub: '7', tenant_id: '3', is_admin: false }],
    ['a fractional tenant_id', { sub: '7', tenant_id: 3.5, is_admin: false }],
  ])('refuses %s, even when signed with the right key', async (_name, claims) => {
    const tokens = await TokenService.create(SECRET, 60);
    const token = await new SignJWT(claims as unknown as JWTPayload)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
