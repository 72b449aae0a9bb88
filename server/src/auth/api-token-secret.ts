import { createHash, randomBytes } from 'node:crypto';

/** Every API token starts so, for secret scanners to recognise a leaked one. */
export const API_TOKEN_PREFIX = 'tc_';

/** `tc_` and 43 characters of base64url: 256 random bits. */
const API_TOKEN_SHAPE = /^tc_[A-Za-z0-9_-]{43}$/;

/** How much of a token its lists show: `tc_` and five characters. */
const SHOWN_LENGTH = 8;

export interface NewApiTokenSecret {
  token: string;
  hash: string;
  prefix: string;
}

export function newApiTokenSecret(): NewApiTokenSecret {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: apiTokenHash(token), prefix: token.slice(0, SHOWN_LENGTH) };
}

/** Whether a bearer token is an API token, which is then looked up by its hash, never verified as a JWT. */
export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

export function isWellFormedApiToken(bearer: string): boolean {
  return API_TOKEN_SHAPE.test(bearer);
}

/** SHA-256, hex: the secret has 256 random bits, so a slow hash would add nothing but time per call. */
export function apiTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
