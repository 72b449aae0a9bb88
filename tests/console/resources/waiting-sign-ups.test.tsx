import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok, signIn, tenant, user } from '../fixtures';
import { server } from '../msw-server';
import { renderConsole } from '../render-console';
import { answerTenantList } from '../tenant-pages';

const active = tenant(7, 'acme', { state: 'active', purgeAt: null });
const off = tenant(8, 'globex', { enabled: false, state: 'disabled', purgeAt: null });
const waiting = tenant(9, 'initech', { enabled: false, state: 'pending', purgeAt: null });
const waitingToo = tenant(10, 'hooli', { enabled: false, state: 'pending', purgeAt: null });
const applicant = user(31, 'peter', { role: 'owner', tenantId: 9, email: 'peter@initech.example' });

/** The tenants, and the users of tenant 9 to whoever names it in `X-Tenant-Id`. */
function serveTenants() {
  const tenants = [active, off, waiting, waitingToo];
  const userReads: (string | null)[] = [];
  server.use(
    http.get('*/v1/admin/tenant', ({ request }) => answerTenantList(tenants, new URL(request.url))),
    http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList(tenants, new URL(request.url))),
    http.get('*/v1/admin/tenant/:id/invitations', () => ok([])),
    http.get('*/v1/admin/tenant/:id', ({ params }) => ok(tenants.find((t) => t.tenantId === Number(params['id'])))),
    http.get('*/v1/users', ({ request }) => {
      const acting = request.headers.get('X-Tenant-Id');
      userReads.push(acting);
      const rows = acting === '9' ? [applicant] : [];
      return HttpResponse.json({ code: 0, message: 'ok', data: rows }, { headers: { 'Content-Range': `users 0-${rows.length - 1}/${rows.length}` } });
    }),
    http.get('*/v1/audit-events', () => HttpResponse.json({ code: 0, message: 'ok', data: [] }, { headers: { 'Content-Range': 'audit-events */0' } })),
  );
  return { userReads };
}

/** Issue 55: a waiting sign-up's page named no applicant, and the dashboard counted it as disabled. */
describe('sign-ups waiting for approval', { timeout: 60_000 }, () => {
  beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
  afterAll(() => configure({ asyncUtilTimeout: 5_000 }));
  beforeEach(() => signIn());

  it('shows the applicant’s username and email on the waiting tenant’s page, read inside that tenant', async () => {
    const fake = serveTenants();
    await renderConsole('/tenants/9/show');
    const notice = (await screen.findByRole('button', { name: 'Approve' })).closest('.MuiAlert-root') as HTMLElement;
    expect(await within(notice).findByText('peter')).toBeInTheDocument();
    expect(within(notice).getByText('peter@initech.example')).toBeInTheDocument();
    expect(within(notice).getByText(/Applicant/)).toBeInTheDocument();
    expect(fake.userReads).toContain('9');
  });

  it.each([
    ['en', 'Disabled', 'Waiting for approval'],
    ['zh', '已禁用', '待审批'],
  ] as const)('counts the waiting tenants apart from the disabled ones on the dashboard, in %s', async (language, disabled, waitingLabel) => {
    serveTenants();
    await renderConsole('/', language);
    const count = (label: string) => screen.getByText(label).parentElement!.querySelector('p')!;
    await screen.findByText(waitingLabel);
    await within(count(disabled).parentElement!).findByText('1');
    await within(count(waitingLabel).parentElement!).findByText('2');
  });
});
