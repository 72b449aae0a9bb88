import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The configured signing secret, or one generated into the data directory on first
 * start and reused after (readable by the owner only).
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readSecret(file);
  if (!written) throw new Error(`Could not read the signing secret from ${file}`);
  return written;
}
