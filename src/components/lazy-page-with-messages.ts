import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { ADMIN_PAGE_MESSAGES, fetchMessages, loadMessages, type Part } from '../i18n/i18n';
import { lazyPage, type LazyPage } from './lazy-page';
import { withMessages } from './with-messages';

/** A lazy page whose words are in a part of the messages of their own. */
export interface LazyPageWithMessages<P extends object> extends LazyPage<P> {
  messages: Part;
}

/**
 * A page (or a dialog) whose words are in a part of the messages the first screen does not load:
 * its code and its messages load side by side, and it shows once both are there.
 */
export function lazyPageWithMessages<P extends object>(part: Part, load: () => Promise<{ default: ComponentType<P> }>): LazyPageWithMessages<P> {
  const lazy = lazyPage<P>(() => Promise.all([load(), fetchMessages(part)]).then(([page]) => ({ default: withMessages(part, page.default) })));
  return Object.assign(lazy, { messages: part });
}

/** An admin page other than the first screen's (the tenants list, the dashboard), with the admin pages' messages. */
export function adminPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPageWithMessages<P> {
  return lazyPageWithMessages(ADMIN_PAGE_MESSAGES, load);
}

/** A page whose code can be asked for ahead, with the part of the messages it needs, if any. */
export interface Preloadable {
  preload: () => Promise<void>;
  messages?: Part;
}

/**
 * A page's code and, when it has a part of its own, its messages put into i18next: the console
 * opening on it then draws it in its first render, not a loading bar before it.
 */
export async function preloadWithMessages(page: Preloadable | undefined, i18next: i18n): Promise<void> {
  if (!page) return;
  await Promise.all([page.preload(), page.messages ? loadMessages(i18next, page.messages) : undefined]);
}
