import { beforeAll, expect, it } from 'vitest';
import { seedAuditEvents } from '../../../server/src/store/seed-inside.js';
import { seedDemoData } from '../../../server/src/store/seed.js';
import { describeApi, useTestApp, type Envelope } from '../../helpers/test-app.js';

interface Event {
  tenantId: number | null;
  actor: { username: string };
  target: { type: string; id: string; label: string };
}

describeApi('the demo audit events', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await seedDemoData(t.app.database.db, { tenants: 10, password: 'a-long-enough-password' });
    await seedAuditEvents(t.app.database.db, { count: 50, tenants: 10 });
  });

  it('name each tenant and its owner as the tenant list does ("wonka-0008", never "demo-9")', async () => {
    const tenants = await t.call<Envelope<{ tenantId: number; username: string }[]>>('listTenants', { token: t.admin, query: { range: '[0,99]' } });
    const nameOf = new Map(tenants.body.data.map((tenant) => [tenant.tenantId, tenant.username]));
    const events = await t.call<Envelope<Event[]>>('listAuditEvents', { token: t.admin, query: { range: '[0,99]', filter: JSON.stringify({ actor: 'admin' }) } });
    const seeded = events.body.data.filter((event) => event.tenantId !== null && nameOf.get(event.tenantId) !== 'system');
    expect(seeded).toHaveLength(50);
    for (const event of seeded) {
      const tenant = nameOf.get(event.tenantId ?? 0);
      expect(tenant).toMatch(/^[a-z]+-\d{4}$/);
      // Demo owners are named after their tenants.
      expect(event.target.label, JSON.stringify(event)).toBe(tenant);
      if (event.target.type === 'tenant') expect(event.target.id).toBe(String(event.tenantId));
    }
    expect(seeded.some((event) => event.target.label === 'wonka-0008')).toBe(true);
  });
});
