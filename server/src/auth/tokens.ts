import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

type CryptoKey = webcrypto.CryptoKey;

export interface TokenClaims {
  userId: number;
  tenantId: number;
  isAdmin: boolean;
  /** The user's token version when it was signed: a password change raises it and ends older tokens. */
  tokenVersion: number;
  /** The secret of the session the token belongs to (`sid`); the database knows only its hash. */
  sessionSecret: string;
}

/**
 * A token for one step, not a session: `otp` lets the holder finish a sign-in with a code,
 * `totp-enrol` carries a new TOTP secret until the user confirms it. The audience keeps each
 * one from being taken for the other, or for a session.
 */
export type StepPurpose = 'otp' | 'totp-enrol';

export interface StepClaims {
  userId: number;
  tokenVersion: number;
  /** The TOTP secret being enrolled (`totp-enrol` only). */
  secret?: string;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

const ALGORITHM = 'HS256';
/** Tokens whose signature has been checked, kept until they expire (bounded, oldest out first). */
const VERIFIED_LIMIT = 10_000;

/**
 * Signs and checks tokens with one HMAC key imported once, not on every request. A token whose
 * signature was checked is remembered until its `exp`, so later calls skip the HMAC and parsing
 * (a seventh of a simple read's time); the expiry is still checked on every call.
 */
export class TokenService {
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  private constructor(
    private readonly key: CryptoKey,
    private readonly ttlSeconds: number,
  ) {}

  static async create(secret: string, ttlSeconds: number): Promise<TokenService> {
    const key = await webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return new TokenService(key, ttlSeconds);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ tenant_id: claims.tenantId, is_admin: claims.isAdmin, ver: claims.tokenVersion, sid: claims.sessionSecret })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async signStep(purpose: StepPurpose, claims: StepClaims, ttlSeconds: number): Promise<{ token: string; expiresAt: string }> {
    const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
    const token = await new SignJWT({ ver: claims.tokenVersion, ...(claims.secret !== undefined && { secret: claims.secret }) })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setAudience(purpose)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  /** The claims of a step token of this purpose, or undefined when it is forged, expired or another's. */
  async verifyStep(purpose: StepPurpose, token: string): Promise<StepClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], audience: purpose, requiredClaims: ['sub', 'exp'] });
      const version = payload['ver'];
      const secret = payload['secret'];
      if (typeof payload.sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(payload.sub)) return undefined;
      if (!Number.isSafeInteger(version) || (secret !== undefined && typeof secret !== 'string')) return undefined;
      return { userId: Number(payload.sub), tokenVersion: version as number, ...(typeof secret === 'string' && { secret }) };
    } catch {
      return undefined;
    }
  }

  async verify(token: string): Promise<TokenCheck> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return { ok: true, claims: known.claims };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp'],
      });
      // A step token (it has an audience) is never a session.
      if (payload.aud !== undefined) return { ok: false, reason: 'invalid' };
      const tenantId = payload['tenant_id'];
      const isAdmin = payload['is_admin'];
      // Tokens signed before versions existed have none: they belong to version 0.
      const version = payload['ver'] ?? 0;
      // Only what this server signs: `sub` is the user id as canonical decimal text (RFC 7519
      // makes it a string), `tenant_id` a whole number, `is_admin` a boolean.
      if (typeof payload.sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(payload.sub)) return { ok: false, reason: 'invalid' };
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(tenantId) || typeof isAdmin !== 'boolean') return { ok: false, reason: 'invalid' };
      if (!Number.isSafeInteger(version) || (version as number) < 0) return { ok: false, reason: 'invalid' };
      // Every session token names its session; one signed before sessions were rows names none.
      const sessionSecret = payload['sid'];
      if (typeof sessionSecret !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sessionSecret)) return { ok: false, reason: 'invalid' };
      const claims = { userId, tenantId: tenantId as number, isAdmin, tokenVersion: version as number, sessionSecret };
      this.remember(token, claims, (payload.exp ?? 0) * 1000);
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  private remember(token: string, claims: TokenClaims, expiresAtMs: number): void {
    if (this.verified.size >= VERIFIED_LIMIT) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, expiresAtMs });
  }
}
