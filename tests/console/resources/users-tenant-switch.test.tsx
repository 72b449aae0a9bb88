import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantSummary } from '../../../src/generated/model';
import { failure, ok, signInActingInAcme, tenant, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { layOutListboxes } from '../screen-layout';
import { tenantSummaries } from '../tenant-pages';
import { serveUsers } from '../user-server';

const summaries: TenantSummary[] = [
  { tenantId: 1, username: 'system', enabled: true },
  { tenantId: 2, username: 'acme', enabled: true },
  { tenantId: 4, username: 'initech', enabled: true },
];

function serveTenantDirectory() {
  server.use(
    tenantSummaries(summaries),
    http.get('*/v1/admin/tenant/:id', ({ params }) => {
      const found = summaries.find((t) => String(t.tenantId) === params['id']);
      return found ? ok(tenant(found.tenantId, found.username)) : failure(404, 40401, 'No such tenant');
    }),
  );
}

describe('users, when the administrator switches tenant', () => {
  beforeEach(() => {
    layOutListboxes();
    signInActingInAcme();
  });
  afterEach(() => vi.restoreAllMocks());

  it('names the new tenant, reads its users, and drops the selection made in the old one', async () => {
    const fake = serveUsers([user(11, 'alice'), user(12, 'bob')]);
    serveTenantDirectory();
    await renderConsole('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users of acme' })).toBeInTheDocument();
    const person = userEvent.setup();
    await person.click(within((await screen.findByRole('link', { name: 'alice' })).closest('tr')!).getByRole('checkbox'));
    expect(screen.getByText('1 item selected')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: /^Switch tenant/ }));
    await person.click(await screen.findByRole('option', { name: 'initech' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Users of initech' })).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.listTenants.at(-1)).toBe('4'));
    await waitFor(() => expect(screen.queryByText('1 item selected')).not.toBeInTheDocument());
  });
});
