import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, signIn, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { answerTenantList } from '../tenant-pages';

const WORKING = ['Dashboard', 'Tenants', 'Users', 'Audit log', 'Appearance', 'Settings'];

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
    const items = within(menu()).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([...WORKING, 'Not available yet']);
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(screen.getByRole('menuitem', { name: 'Audit log' })).toHaveAttribute('href', '/logs');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Not available yet' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers tenants to administrators alone', async () => {
    signIn(user(5, 'acme', { tenantId: 2, role: 'owner' }));
    server.use(http.get('*/v1/auth/me', () => ok(user(5, 'acme', { tenantId: 2, role: 'owner' }))));
    await renderConsole('/');
    await screen.findByRole('menuitem', { name: 'Users' });
    const items = within(screen.getByRole('menuitem', { name: 'Users' }).closest('[role="menu"]') as HTMLElement)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Dashboard', 'Users', 'Audit log', 'Appearance', 'Settings', 'Not available yet']);
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
});
