import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeApi, startTestApp, useTestApp, type Envelope } from '../../helpers/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CLIENT_ID = 'client-chosen-id';

interface LogLine {
  msg: string;
  level: number;
  reqId?: string;
  clientRequestId?: string;
  req?: { url: string };
}

describeApi('request ids: the server names every request itself, and logs the client’s beside its own', () => {
  const t = useTestApp();
  const lines = () => t.logs.map((line) => JSON.parse(line) as LogLine);

  it('records its own id in the audit event of a write, whatever X-Request-Id the client sent', async () => {
    const id = await t.createTenant('ids-alpha');
    const updated = await t.call('updateTenant', { token: t.admin, params: { id }, body: { remark: 'named by the server' }, headers: { 'x-request-id': CLIENT_ID } });
    expect(updated.status).toBe(200);
    const filter = JSON.stringify({ action: 'tenant.updated', targetId: String(id) });
    const [event] = (await t.call<Envelope<{ requestId: string }[]>>('listAuditEvents', { token: t.admin, query: { filter } })).body.data;
    expect(event?.requestId).toMatch(UUID);
    expect(event?.requestId).not.toBe(CLIENT_ID);
    // The log holds both on the request's line: the server's as its id, the client's beside it.
    const line = lines().find((each) => each.msg === 'request completed' && each.reqId === event?.requestId);
    expect(line).toMatchObject({ clientRequestId: CLIENT_ID });
  });

  it('gives two requests that send the same X-Request-Id two ids', async () => {
    const id = await t.createTenant('ids-beta');
    for (const remark of ['first', 'second']) {
      await t.call('updateTenant', { token: t.admin, params: { id }, body: { remark }, headers: { 'x-request-id': CLIENT_ID } });
    }
    const filter = JSON.stringify({ action: 'tenant.updated', targetId: String(id) });
    const events = (await t.call<Envelope<{ requestId: string }[]>>('listAuditEvents', { token: t.admin, query: { filter } })).body.data;
    expect(events).toHaveLength(2);
    expect(new Set(events.map((event) => event.requestId)).size).toBe(2);
  });

  it('logs no client id that is too long or not printable, and still answers', async () => {
    const sent = ['x'.repeat(129), 'tab\tinside', 'caf\u00e9'];
    for (const [index, value] of sent.entries()) {
      const answer = await t.raw({ method: 'GET', url: `/api/v1/auth/me?probe=${index}`, headers: { 'x-request-id': value } });
      expect(answer.status).toBe(401);
    }
    const probed = lines().filter((each) => each.req?.url.startsWith('/api/v1/auth/me?probe='));
    expect(probed).toHaveLength(sent.length);
    for (const line of probed) {
      expect(line.reqId).toMatch(UUID);
      expect(line).not.toHaveProperty('clientRequestId');
    }
  });

  it('answers an unexpected failure with its own id, the one its log line carries', async () => {
    const broken = await startTestApp();
    try {
      await sql`DROP TABLE domains`.execute(broken.app.database.db);
      const answer = await broken.call<Envelope<{ requestId: string }>>('listTenantsWithDomains', { token: await broken.adminToken(), headers: { 'x-request-id': CLIENT_ID } });
      expect(answer.status).toBe(500);
      expect(answer.body.data.requestId).toMatch(UUID);
      expect(answer.body.data.requestId).not.toBe(CLIENT_ID);
      const logged = broken.logs.map((line) => JSON.parse(line) as LogLine).find((each) => each.level === 50 && each.reqId === answer.body.data.requestId);
      expect(logged).toMatchObject({ clientRequestId: CLIENT_ID });
    } finally {
      await broken.close();
    }
  });
});
