import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../src/lib/storage-keys';
import { signIn, user } from '../fixtures';
import { renderConsole } from '../render-console';
import { serveUsers } from '../user-server';

/**
 * Issue 55: a list seen before a create, then the new record's page, its edit and Save, showed the
 * list as it was before the create (a saved edit wrote into the cached lists and made them fresh).
 */
describe('a list after create, show, edit and save', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '2');
  });

  it('shows a new user in the users list', async () => {
    serveUsers([user(11, 'alice', { role: 'owner' })]);
    await renderConsole('/users');
    await screen.findByRole('link', { name: 'alice' });
    const person = userEvent.setup();
    await person.click(screen.getByRole('link', { name: 'Create' }));
    await person.type(await screen.findByLabelText(/^Username/), 'dave');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await person.click(within(await screen.findByRole('dialog', { name: 'User "dave" created' })).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(window.location.pathname).toBe('/users/12/show'));
    await person.click(await screen.findByRole('link', { name: 'Edit' }));
    const name = await screen.findByLabelText('Display name');
    await person.type(name, 'Dave');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/users'));
    expect(await screen.findByRole('link', { name: 'dave' })).toBeInTheDocument();
  });
});
