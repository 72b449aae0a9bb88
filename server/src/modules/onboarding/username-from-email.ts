const USERNAME_MAX = 64;
/** How many numbered names are tried before the address is reported as giving no free name. */
const NUMBERED_TRIES = 99;

/**
 * The usernames an address suggests, in order: its part before `@` as the contract's `Username`
 * allows it (`Li Wei+work@example.com` → `li-wei-work`), then the same numbered (`li-wei-work-2`, …).
 */
export function* usernameFromEmail(email: string): Generator<string> {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .replace(/[-.]+$/, '');
  const base = (local.length >= 2 ? local : `user-${local}`.replace(/-$/, '-1')).slice(0, USERNAME_MAX);
  yield base;
  for (let n = 2; n <= NUMBERED_TRIES + 1; n += 1) {
    const suffix = `-${n}`;
    yield `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
  }
}
