import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { secureDataDir } from '../core/data-dir.js';

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The configured secret, or one generated into the data directory on first start and reused
 * after (readable by the owner only). Several instances must be given the same one.
 */
function resolveSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  if (configured) return configured;
  secureDataDir(dataDir);
  const file = path.join(dataDir, fileName);
  const existing = readSecret(file);
  if (existing) return existing;
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readSecret(file);
  if (!written) throw new Error(`Could not read the secret from ${file}`);
  return written;
}

/** The key tokens are signed with: `JWT_SECRET`, or `jwt-secret` in the data directory. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return resolveSecret(configured, dataDir, 'jwt-secret');
}

/**
 * The key secrets are encrypted with at rest: `SECRET_KEY`, or `secret-key` in the data
 * directory. Never in the database, so a copy of the database alone reveals no secret.
 */
export function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  return resolveSecret(configured, dataDir, 'secret-key');
}
