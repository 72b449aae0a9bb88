import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantSummary } from '../../../src/generated/model';
import { StorageKey } from '../../../src/lib/storage-keys';
import { ok, signIn } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { answerTenantList } from '../tenant-pages';
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
    // jsdom lays nothing out; the switcher's list needs a height to know which rows are in view.
    const size = (listbox: number) =>
      function (this: HTMLElement) {
        return this.getAttribute('role') === 'listbox' ? listbox : 0;
      };
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(320));
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(316));
    signIn();
    localStorage.setItem(StorageKey.currentTenantId, '2');
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves for the list without asking the new tenant for the old tenant’s record', async () => {
    const fake = serveWebhooks([endpoint(1, 'https://billing.example.com/hooks', { description: 'Billing sync' })]);
    const asked: string[] = [];
    server.use(
      http.get('*/v1/admin/tenant', ({ request }) => {
        const url = new URL(request.url);
        return url.search === '' ? ok(summaries) : answerTenantList(summaries, url);
      }),
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
