import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

type CryptoKey = webcrypto.CryptoKey;

export interface TokenClaims {
  userId: number;
  tenantId: number;
  isAdmin: boolean;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

const ALGORITHM = 'HS256';

/** Signs and checks tokens with one HMAC key imported once, not on every request. */
export class TokenService {
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
    return new SignJWT({ tenant_id: claims.tenantId, is_admin: claims.isAdmin })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp'],
      });
      const userId = Number(payload.sub);
      const tenantId = payload['tenant_id'];
      const isAdmin = payload['is_admin'];
      if (!Number.isInteger(userId) || typeof tenantId !== 'number' || typeof isAdmin !== 'boolean') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { userId, tenantId, isAdmin } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
