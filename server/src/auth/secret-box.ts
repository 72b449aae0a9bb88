import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1.';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets kept in the database (TOTP secrets) are sealed with AES-256-GCM under a key derived
 * from `SECRET_KEY`. Each sealed value is bound to what it belongs to (`context`, e.g. the user),
 * so it cannot be copied onto another row and opened there. Sealed text starts with `v1.`, which
 * no secret in clear does (base32 has no dot), so old values can be told apart and sealed at start.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, 'tenant-console', 'secrets at rest v1', 32));
  }

  static isSealed(value: string): boolean {
    return value.startsWith(VERSION);
  }

  seal(secret: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  /** The secret in clear; throws when the value was sealed under another key or for another context. */
  open(value: string, context: string): string {
    if (!SecretBox.isSealed(value)) throw new Error('The value is not sealed');
    const bytes = Buffer.from(value.slice(VERSION.length), 'base64url');
    const decipher = createDecipheriv(ALGORITHM, this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
