import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, PASSWORD, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

interface CurrentUser {
  username: string;
  role: string;
  tenantId: number;
  tenantName: string;
}

describeApi('the signed-in user', () => {
  let t: TestApp;
  let tenantId: number;

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await t.createTenant('tenant-named-me', { password: PASSWORD });
    const created = await t.call('createUser', {
      token: await t.adminToken(),
      headers: { 'x-tenant-id': String(tenantId) },
      body: { username: 'tenant-named-me-member', role: 'member', password: PASSWORD },
    });
    if (created.status !== 201) throw new Error(`creating the member failed: ${created.text}`);
  });
  afterAll(async () => t.close());

  it.each([
    ['tenant-named-me', 'owner'],
    ['tenant-named-me-member', 'member'],
  ])("tells %s (%s) the name of their tenant, which they cannot list", async (username, role) => {
    const me = await t.call<Envelope<CurrentUser>>('getCurrentUser', { token: await t.login(username, PASSWORD) });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username, role, tenantId, tenantName: 'tenant-named-me' });
  });

  it('tells an administrator acting in another tenant the name of their own', async () => {
    const me = await t.call<Envelope<CurrentUser>>('getCurrentUser', {
      token: await t.adminToken(),
      headers: { 'x-tenant-id': String(tenantId) },
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username: 'admin', tenantId: 1, tenantName: 'system' });
  });
});
