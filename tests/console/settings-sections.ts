import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Language } from '../../src/i18n/i18n';
import type { StoredUser } from '../../src/lib/session';
import { signIn } from './fixtures';
import { renderConsole } from './render-console';

/** A section of a page (Settings' Sessions, API tokens, Two-factor sign-in …), found by its name once it shows. */
export function pageSection(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

/** The list item in `container` that shows `text`; `what` names the kind of row when none does. */
export async function listItemShowing(container: HTMLElement, text: string, what: string): Promise<HTMLElement> {
  const item = (await within(container).findByText(text)).closest('li');
  if (!item) throw new Error(`No ${what} row shows ${text}`);
  return item;
}

/** A dialog hides the rest of the page from roles until it has gone. */
export async function dialogGone(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Signs in as `me`, opens Settings and waits for its section `name`: how each test of a Settings section starts, once the server's calls are faked. */
export async function openSettingsSection(me: StoredUser, name: string, language: Language = 'en') {
  signIn(me);
  await renderConsole('/settings', language);
  const person = userEvent.setup();
  return { person, section: await pageSection(name) };
}
