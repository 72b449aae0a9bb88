import type { User, UserUpdate } from '../../generated/model';

/** What a saved edit says: an i18n key of `resources.users.notifications` and its arguments. */
export interface SavedNotice {
  key: string;
  args?: Record<string, unknown>;
}

/**
 * A new email address is not saved, it waits for the link mailed to it (the answer's `email` is
 * the old one, its `pendingEmail` the new): the notice says where the link went and that the
 * address changes when it is followed, and that anything else sent was saved. Removing the address,
 * or any other change, is saved at once.
 */
export function savedNotice(answer: Pick<User, 'email' | 'pendingEmail'>, sent: Partial<UserUpdate>): SavedNotice {
  const asked = sent.email;
  const waiting = typeof asked === 'string' && answer.pendingEmail?.toLowerCase() === asked.toLowerCase() && answer.email?.toLowerCase() !== asked.toLowerCase();
  if (!waiting) return { key: 'resources.users.notifications.updated' };
  const others = Object.keys(sent).some((field) => field !== 'email');
  return { key: others ? 'resources.users.notifications.savedEmailPending' : 'resources.users.notifications.emailPending', args: { email: answer.pendingEmail } };
}
