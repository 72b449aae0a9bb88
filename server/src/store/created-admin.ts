import type { CreatedAdmin } from './bootstrap.js';

let unshown: CreatedAdmin | undefined;

/**
 * The administrator this process created, held until the start-up banner shows it. Held here rather
 * than on the app, so that a start that fails after creating it (its port taken, say) can still
 * show the generated password: it is never shown again.
 */
export function holdCreatedAdmin(admin: CreatedAdmin): void {
  unshown = admin;
}

/** The administrator created and not shown yet, once: whoever takes it shows it. */
export function takeCreatedAdmin(): CreatedAdmin | undefined {
  const admin = unshown;
  unshown = undefined;
  return admin;
}
