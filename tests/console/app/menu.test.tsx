import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { answerTenantList } from '../tenant-pages';
import { RESOURCES } from '../../../src/app/resource-list';
import { resourceEntries, resourceLabel } from '../resource-entries';

/** The light theme's primary text colour, which only the current entry wears (the others are secondary). */
const CURRENT_COLOUR = 'rgba(0, 0, 0, 0.87)';
// The resources' entries come from the resource list, between the dashboard and the settings pages.
const WORKING = ['Dashboard', ...resourceEntries('administrator'), 'Appearance', 'Settings'];

function menu() {
  return screen.getByRole('menuitem', { name: 'Tenants' }).closest('[role="menu"]') as HTMLElement;
}

describe('the menu', () => {
  beforeEach(() => {
    signIn();
    server.use(
      http.get('*/v1/admin/tenant', () => ok([])),
      http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([], new URL(request.url))),
    );
  });

  it('lists the working areas, and keeps the rest in one closed group', async () => {
    await renderConsole('/');
    await screen.findByRole('menuitem', { name: 'Tenants' });
    // Webhooks are offered once the server has said who is signed in (owners and administrators).
    await screen.findByRole('menuitem', { name: 'Webhooks' });
    const items = within(menu()).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([...WORKING, 'Not available yet']);
    expect(items).toEqual(expect.arrayContaining(['Tenants', 'Users', 'Webhooks', 'Audit log']));
    for (const resource of RESOURCES) expect(screen.getByRole('menuitem', { name: resourceLabel(resource.name) })).toHaveAttribute('href', `/${resource.name}`);
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(screen.getByRole('menuitem', { name: 'Audit log' })).toHaveAttribute('href', '/logs');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Not available yet' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers tenants to administrators alone', async () => {
    signIn(user(5, 'acme', { tenantId: 2, role: 'owner' }));
    server.use(http.get('*/v1/auth/me', () => ok(user(5, 'acme', { tenantId: 2, role: 'owner' }))));
    await renderConsole('/');
    await screen.findByRole('menuitem', { name: 'Webhooks' });
    const items = within(screen.getByRole('menuitem', { name: 'Users' }).closest('[role="menu"]') as HTMLElement)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Dashboard', ...resourceEntries('owner'), 'Appearance', 'Settings', 'Not available yet']);
    expect(items).not.toContain('Tenants');
  });

  it('opens the group on demand', async () => {
    await renderConsole('/');
    await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'Not available yet' }));
    expect(screen.getByRole('menuitem', { name: 'Not available yet' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Templates' })).toHaveAttribute('href', '/templates');
    expect(screen.getByRole('menuitem', { name: 'Legacy settings' })).toBeInTheDocument();
  });

  it('shows the group open on one of its pages', async () => {
    await renderConsole('/tasks');
    expect(await screen.findByRole('menuitem', { name: 'Tasks' })).toHaveAttribute('href', '/tasks');
    expect(screen.getByRole('menuitem', { name: 'Not available yet' })).toHaveAttribute('aria-expanded', 'true');
  });

  /** The entries the menu shows as the page's own: marked for assistive technology, and by their look. */
  const current = () => ({
    marked: screen.queryAllByRole('menuitem').filter((item) => item.getAttribute('aria-current') === 'page').map((item) => item.textContent),
    looking: screen
      .queryAllByRole('menuitem')
      .filter((item) => item.getAttribute('href') !== null && getComputedStyle(item).color === CURRENT_COLOUR)
      .map((item) => item.textContent),
  });

  it.each<[string, string]>([
    ['/', 'Dashboard'],
    ...RESOURCES.map((resource): [string, string] => [`/${resource.name}`, resourceLabel(resource.name)]),
    ['/settings_backup/appearance', 'Appearance'],
    ['/settings', 'Settings'],
    ['/settings/password', 'Settings'],
    ['/tasks', 'Tasks'],
    ['/settings_backup', 'Legacy settings'],
    ['/settings_backup/account', 'Legacy settings'],
  ])('marks exactly one entry as the page of %s: %s', async (path, entry) => {
    await renderConsole(path);
    await screen.findByRole('menuitem', { name: 'Tenants' });
    await waitFor(() => expect(current()).toEqual({ marked: [entry], looking: [entry] }));
  });

  it('keeps the group closed on Appearance, and Legacy settings unmarked when it is opened there', async () => {
    await renderConsole('/settings_backup/appearance');
    const group = await screen.findByRole('menuitem', { name: 'Not available yet' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(group);
    expect(await screen.findByRole('menuitem', { name: 'Legacy settings' })).not.toHaveAttribute('aria-current');
    expect(current()).toEqual({ marked: ['Appearance'], looking: ['Appearance'] });
  });

  it('does not keep the group open on the next page, or in the next visit, once it was opened by hand', async () => {
    const view = await renderConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('menuitem', { name: 'Not available yet' }));
    await user.click(screen.getByRole('menuitem', { name: 'Appearance' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings_backup/appearance'));
    expect(screen.getByRole('menuitem', { name: 'Not available yet' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Legacy settings' })).not.toBeInTheDocument();

    view.unmount();
    await renderConsole('/');
    expect(await screen.findByRole('menuitem', { name: 'Not available yet' })).toHaveAttribute('aria-expanded', 'false');
  });
});
