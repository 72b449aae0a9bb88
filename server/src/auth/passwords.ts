import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
/**
 * The memory each hash fills, in KiB: OWASP's first Argon2id choice (19 MiB, 2 passes, 1 lane),
 * the library's defaults written out so that no upgrade changes them unseen. `npm start` has the
 * allocator give memory blocks this large back to the system once freed (`MALLOC_MMAP_THRESHOLD_`).
 */
export const PASSWORD_HASH_MEMORY_KIB = 19_456;
const options = { algorithm: ARGON2ID, memoryCost: PASSWORD_HASH_MEMORY_KIB, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the user does not exist, so that response
 * times do not tell which usernames are real.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches no account');
  await verifyPassword(await decoy, password);
  return false;
}

/** The password an invited user has until they choose one: no hash matches it, and sign-in tries the decoy. */
export const INVITED_PASSWORD = '!invited';
