import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../src/generated/model';
import { failure, ok, signIn, tenant } from '../fixtures';
import { server } from '../msw-server';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';

const acme = tenant(7, 'acme', {
  domains: [
    { domainId: 1, name: 'shop.acme.example.com', verified: true },
    { domainId: 2, name: 'www.acme.example.com', verified: false },
    { domainId: 3, name: 'api.acme.example.com', verified: false },
  ],
});
const globex = tenant(8, 'globex', { domains: [{ domainId: 4, name: 'www.globex.example.com', verified: false }] });

/** The tenants as the server lists and reads them; every request the pages make is counted. */
function serveTenants(tenants: Tenant[]) {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
  server.use(
    http.get('*/v1/admin/tenant', () => ok([])),
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList(tenants, new URL(request.url))),
    http.get('*/v1/admin/tenant/:id', ({ params }) => {
      const found = tenants.find((each) => each.tenantId === Number(params['id']));
      return found ? ok(found) : failure(404, 40401, 'No such tenant');
    }),
  );
  return requests;
}

describe('tenants’ verified domains', () => {
  afterEach(() => server.events.removeAllListeners());

  it('are counted in the list, from the rows alone', async () => {
    signIn();
    const requests = serveTenants([acme, globex]);
    await renderConsole('/tenants');
    const acmeRow = (await screen.findByRole('link', { name: 'acme' })).closest('tr') as HTMLElement;
    expect(within(acmeRow).getByRole('img', { name: '1 of 3 verified' })).toBeInTheDocument();
    const globexRow = screen.getByRole('link', { name: 'globex' }).closest('tr') as HTMLElement;
    expect(within(globexRow).queryByRole('img', { name: /verified/ })).not.toBeInTheDocument();
    expect(requests.filter((path) => path.includes('domains'))).toEqual(['/api/v1/admin/tenant/with-domains']);
  });

  it('are marked on the tenant’s page, in Chinese too', async () => {
    signIn();
    serveTenants([acme]);
    await renderConsole('/tenants/7/show', 'zh');
    const shop = (await screen.findByText('shop.acme.example.com')).closest('.MuiChip-root') as HTMLElement;
    expect(within(shop).getByRole('img', { name: '已验证' })).toBeInTheDocument();
    const www = screen.getByText('www.acme.example.com').closest('.MuiChip-root') as HTMLElement;
    expect(within(www).queryByRole('img')).not.toBeInTheDocument();
  });
});
