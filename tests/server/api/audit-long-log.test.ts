import { beforeAll, expect, it } from 'vitest';
import { seedAuditEvents } from '../../../server/src/store/seed-inside.js';
import { describeApi, useTestApp, type Envelope } from '../../helpers/test-app.js';

describeApi('a long audit log', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await t.createTenant('long-log');
    // 10,001 events in the demo tenant (id 2), past the count's limit.
    await seedAuditEvents(t.app.database.db, { count: 10_001, tenants: 1 });
  });

  const page = (query: Record<string, string>) => t.call<Envelope<{ eventId: number }[]>>('listAuditEvents', { token: t.admin, query });

  it('answers its pages with an unknown total past 10,000 events, and exact pages still', async () => {
    const first = await page({ range: '[0,24]' });
    expect(first.headers['content-range']).toBe('audit-events 0-24/*');
    expect(first.body.data).toHaveLength(25);
    const ids = first.body.data.map((event) => event.eventId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await page({ range: '[25,49]' });
    expect(next.body.data[0]?.eventId).toBe((ids.at(-1) ?? 0) - 1);
  });

  it('counts exactly what a filter narrows to 10,000 or fewer', async () => {
    const signIns = await page({ range: '[0,0]', filter: JSON.stringify({ action: 'auth.signIn.failed' }) });
    // The seed cycles through five actions: every fifth of the 10,001 events.
    expect(signIns.headers['content-range']).toBe('audit-events 0-0/2000');
  });
});
