import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../../core/audit/record-event.js';

/** How many acting sessions one transaction ends. */
const EXPIRY_BATCH = 100;

/**
 * Ends the acting sessions that ran out by themselves, each with its `auth.impersonationEnded`
 * (the administrator on the owner's behalf, at the moment it ran out, `endedBy: expiry`) in the
 * same transaction as its deletion: run by every instance, each is told of once.
 */
export async function endExpiredImpersonations(server: FastifyInstance): Promise<number> {
  const { database, repos, areas } = server;
  let ended = 0;
  for (;;) {
    const batch = await database.db.transaction().execute(async (trx) => {
      const expired = await repos.sessions.endExpiredActing(new Date().toISOString(), EXPIRY_BATCH, trx);
      for (const acting of expired) {
        const owner = await areas.users.findCredentialsById(acting.userId, trx);
        if (!owner) continue;
        await recordEvent(server, 
          {
            at: acting.expiresAt,
            action: 'auth.impersonationEnded',
            actor: { userId: acting.impersonator.userId, username: acting.impersonator.username, isAdmin: true, onBehalfOf: { userId: owner.userId, username: owner.username } },
            tenantId: owner.tenantId,
            target: { type: 'user', id: String(owner.userId), label: owner.username },
            changes: { reason: { before: acting.impersonator.reason, after: null }, endedBy: { before: null, after: 'expiry' } },
            requestId: `impersonation-expiry-${acting.userId}-${Date.parse(acting.expiresAt)}`,
            clientAddress: '',
            userAgent: '',
          },
          trx,
        );
      }
      return expired.length;
    });
    ended += batch;
    if (batch < EXPIRY_BATCH) return ended;
  }
}
