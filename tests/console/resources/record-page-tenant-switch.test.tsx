import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantSummary } from '../../../src/generated/model';
import { signInActingInAcme } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { layOutListboxes } from '../screen-layout';
import { tenantSummaries } from '../tenant-pages';
import { endpoint, serveWebhooks } from '../webhook-server';

const summaries: TenantSummary[] = [
  { tenantId: 1, username: 'system', enabled: true },
  { tenantId: 2, username: 'acme', enabled: true },
  { tenantId: 4, username: 'initech', enabled: true },
];

/**
 * Issue 55: switching tenant on `/webhooks/1/show` asked the new tenant for endpoint 1 and its
 * deliveries (two 404s) before the page moved to the list.
 */
describe('a record page, when the administrator switches tenant', { timeout: 60_000 }, () => {
  beforeEach(() => {
    layOutListboxes();
    signInActingInAcme();
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves for the list without asking the new tenant for the old tenant’s record', async () => {
    const fake = serveWebhooks([endpoint(1, 'https://billing.example.com/hooks', { description: 'Billing sync' })]);
    const asked: string[] = [];
    server.use(
      tenantSummaries(summaries),
      // Notes each read of one endpoint or its deliveries, then lets the fake answer it.
      http.get(/\/v1\/webhooks\/\d+/, ({ request }) => {
        asked.push(`${request.headers.get('X-Tenant-Id')} ${new URL(request.url).pathname}`);
        return undefined;
      }),
    );
    await renderConsole('/webhooks/1/show');
    expect(await screen.findByText('Billing sync')).toBeInTheDocument();
    await waitFor(() => expect(asked.some((call) => call.startsWith('2 ') && call.endsWith('/deliveries'))).toBe(true));
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: /^Switch tenant/ }));
    await person.click(await screen.findByRole('option', { name: 'initech' }));

    await waitFor(() => expect(window.location.pathname).toBe('/webhooks'));
    await waitFor(() => expect(fake.calls.list).toBeGreaterThan(0));
    expect(asked.filter((call) => call.startsWith('4 '))).toEqual([]);
  });
});
