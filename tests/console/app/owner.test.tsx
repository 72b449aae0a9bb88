import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../fixtures';
import { renderConsole } from '../render-console';

const owner = { userId: 5, username: 'acme-0001', isAdmin: false, tenantId: 2 };

describe("a tenant's own user", () => {
  it('is greeted on the dashboard without any admin call', async () => {
    signIn(owner);
    await renderConsole('/');
    expect(await screen.findByText('Welcome, acme-0001')).toBeInTheDocument();
  });

  it.each(['/tenants', '/tenants/2/show', '/tenants/2'])('is shown the 403 page at %s', async (path) => {
    signIn(owner);
    await renderConsole(path);
    expect(await screen.findByRole('heading', { name: 'Access Forbidden' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/403'));
  });
});
