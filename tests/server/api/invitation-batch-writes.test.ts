import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeApi, PASSWORD, startTestApp, useTestApp, type Envelope } from '../../helpers/test-app.js';

type BatchRow = { row: number; outcome: string; username?: string; userId?: number };

/**
 * A batch of invitations is written a few hundred rows a statement (users, links, events, webhook
 * deliveries): each row must still get its own user, link, `user.invited` event and delivery, and
 * no delivery may name another row's event.
 */
describeApi('a batch of invitations, written many rows at a time', () => {
  const t = useTestApp({ tenants: ['bulk-writes'] });
  // More than one statement's share of rows (ROWS_PER_STATEMENT, 500).
  const ROWS = 620;

  it('gives every row its own user, invitation (with who sent it), event and webhook delivery, each naming that row', async () => {
    const endpoint = await t.call<Envelope<{ endpointId: number }>>('createWebhookEndpoint', {
      token: t.ownerA,
      body: { url: 'https://hooks.example.com/invited', eventTypes: ['user.*'] },
    });
    expect(endpoint.status).toBe(201);
    const rows = Array.from({ length: ROWS }, (_, index) => ({ email: `writes-${index}@bulk.example`, role: index % 7 === 0 ? 'owner' : 'member' }));
    const sent = await t.call<Envelope<{ sent: number; rows: BatchRow[] }>>('inviteUsersInBatch', { token: t.ownerA, body: { rows } });
    expect(sent.status).toBe(201);
    expect(sent.body.data.sent).toBe(ROWS);
    const invited = sent.body.data.rows;
    expect(new Set(invited.map((row) => row.userId)).size).toBe(ROWS);

    const db = t.app.database.db;
    const users = await db.selectFrom('users').select(['user_id', 'username', 'email', 'role', 'tenant_id']).where('email', 'like', 'writes-%@bulk.example').execute();
    const userOf = new Map(users.map((user) => [Number(user.user_id), user]));
    for (const [index, row] of invited.entries()) {
      const user = userOf.get(row.userId ?? 0);
      expect(user, `row ${index + 1}`).toMatchObject({ username: row.username, email: rows[index]?.email, role: rows[index]?.role, tenant_id: t.a });
    }

    const invitations = await db.selectFrom('invitations').select(['user_id', 'email', 'role', 'inviter_name', 'state']).where('user_id', 'in', [...userOf.keys()]).execute();
    expect(new Set(invitations.map((invitation) => Number(invitation.user_id))).size).toBe(ROWS);
    for (const invitation of invitations) {
      const user = userOf.get(Number(invitation.user_id));
      expect(invitation).toMatchObject({ email: user?.email, role: user?.role, inviter_name: 'bulk-writes', state: 'pending' });
    }

    const events = await db.selectFrom('audit_events').select(['event_id', 'target_id', 'target_label', 'changes', 'tenant_id']).where('action', '=', 'user.invited').where('target_id', 'in', [...userOf.keys()].map(String)).execute();
    expect(events).toHaveLength(ROWS);
    const eventOf = new Map(events.map((event) => [Number(event.target_id), event]));
    for (const [userId, user] of userOf) {
      const event = eventOf.get(userId);
      expect(event?.target_label).toBe(user.username);
      expect(JSON.parse(event?.changes ?? '{}')).toMatchObject({ email: { after: user.email }, role: { after: user.role } });
    }

    const deliveries = await db.selectFrom('webhook_deliveries').select(['event_id', 'payload', 'status']).where('endpoint_id', '=', endpoint.body.data.endpointId).where('event_type', '=', 'user.invited').execute();
    expect(deliveries).toHaveLength(ROWS);
    for (const delivery of deliveries) {
      const payload = JSON.parse(delivery.payload) as { data: { eventId: number; target: { id: string } } };
      expect(payload.data.eventId).toBe(Number(delivery.event_id));
      // The delivery's event is the one recorded for the user its payload names.
      expect(Number(eventOf.get(Number(payload.data.target.id))?.event_id)).toBe(Number(delivery.event_id));
    }
  });
});

describeApi('a batch of invitations whose server stops while its mails leave', () => {
  it('stops after the mail being written, writes nothing once closed, and logs how many are left to send again', async () => {
    const t = await startTestApp();
    try {
      await t.createTenant('bulk-stop', { password: PASSWORD });
      const owner = await t.login('bulk-stop', PASSWORD);
      // Enough mails that they are still leaving when the close begins.
      const ROWS = 1000;
      const rows = Array.from({ length: ROWS }, (_, index) => ({ email: `stop-${index}@bulk.example`, role: 'member' }));
      const sent = await t.call<Envelope<{ sent: number }>>('inviteUsersInBatch', { token: owner, body: { rows } });
      expect(sent.status).toBe(201);
      await t.app.close();

      const outbox = path.join(t.config.dataDir, 'outbox');
      const written = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
      const atClose = written();
      expect(atClose.filter((name) => name.endsWith('.part'))).toEqual([]);
      expect(atClose.length).toBeLessThan(ROWS);
      const stopped = t.logs.map((line) => JSON.parse(line) as { msg: string; unsent?: number }).find((line) => line.msg.startsWith('The server stopped before every mail'));
      expect(stopped?.unsent).toBe(ROWS - atClose.length);
      // Nothing is written into the data directory after the close: a mail left running would.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(written()).toEqual(atClose);
    } finally {
      await t.close();
    }
  });
});
