import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';

type Db = Kysely<Database>;

/** What one claim may take: see `claimBatches`. */
export interface ClaimLimits {
  /** The most endpoints this claim takes: the claiming server's free sending slots. */
  limit: number;
  /** The most endpoints a tenant has claimed at once, across every server: its deliveries being sent. */
  perTenant: number;
  /** The most deliveries of one endpoint a claim takes, to be sent one after another. */
  batch: number;
  /** How long the claim lasts before another server may take the endpoint over. */
  leaseMs: number;
  now: Date;
}

export interface ClaimedRow {
  deliveryId: number;
  payload: string;
  /** Tries made before this one. */
  attempts: number;
}

/** One endpoint's due deliveries as a claim took them, oldest first. */
export interface ClaimedBatch {
  endpointId: number;
  deliveries: [ClaimedRow, ...ClaimedRow[]];
}

/** The PostgreSQL advisory lock under which claims choose, one server at a time. */
const CLAIM_LOCK = 2_049_004;

/** Due: pending and its time come, or claimed by a server whose lease ran out. */
const due = (at: string) => sql<boolean>`((status = 'pending' AND next_attempt_at <= ${at}) OR (status = 'delivering' AND locked_until < ${at}))`;

/**
 * The endpoints to claim, by their oldest due delivery, in the order they are due their turn:
 * - an endpoint with a delivery claimed and its lease running is not a candidate (its deliveries
 *   go one at a time, in order, whichever server sends them);
 * - a candidate's turn is the number of endpoints its tenant would then have claimed, and no
 *   tenant goes past `perTenant`; turns go in order, so every tenant's first comes before anyone's
 *   second, and a tenant with nothing out before one whose receivers hang;
 * - within a tenant, the endpoint claimed longest ago (or never) first; within a turn, the oldest
 *   delivery first.
 * `waiting` walks the endpoints with pending deliveries one index seek each, and `heads` takes each
 * one's oldest due delivery the same way, so that a claim costs per endpoint waiting, not per
 * delivery waiting: a backlog of thousands at one endpoint is not read again at each claim.
 */
async function chooseHeads(trx: Db, at: string, perTenant: number, limit: number): Promise<number[]> {
  const chosen = await sql<{ delivery_id: number | string }>`
    WITH RECURSIVE out_now AS (
      SELECT d.endpoint_id, e.tenant_id
      FROM webhook_deliveries d JOIN webhook_endpoints e ON e.endpoint_id = d.endpoint_id
      WHERE d.status = 'delivering' AND d.locked_until >= ${at}
    ),
    out_by_tenant AS (
      SELECT tenant_id, COUNT(*) AS out FROM out_now GROUP BY tenant_id
    ),
    waiting (endpoint_id) AS (
      SELECT MIN(endpoint_id) FROM webhook_deliveries WHERE status = 'pending'
      UNION ALL
      SELECT (SELECT MIN(d.endpoint_id) FROM webhook_deliveries d WHERE d.status = 'pending' AND d.endpoint_id > w.endpoint_id)
      FROM waiting w WHERE w.endpoint_id IS NOT NULL
    ),
    heads AS (
      SELECT endpoint_id, MIN(delivery_id) AS delivery_id FROM (
        SELECT w.endpoint_id,
          (SELECT MIN(d.delivery_id) FROM webhook_deliveries d WHERE d.status = 'pending' AND d.endpoint_id = w.endpoint_id AND d.next_attempt_at <= ${at}) AS delivery_id
        FROM waiting w WHERE w.endpoint_id IS NOT NULL
        UNION ALL
        SELECT endpoint_id, delivery_id FROM webhook_deliveries WHERE status = 'delivering' AND locked_until < ${at}
      ) due
      WHERE delivery_id IS NOT NULL
      GROUP BY endpoint_id
    ),
    turns AS (
      SELECT h.delivery_id,
        COALESCE(o.out, 0) + ROW_NUMBER() OVER (PARTITION BY e.tenant_id ORDER BY e.last_claimed_at IS NOT NULL, e.last_claimed_at, h.delivery_id) AS turn
      FROM heads h
      JOIN webhook_endpoints e ON e.endpoint_id = h.endpoint_id
      LEFT JOIN out_by_tenant o ON o.tenant_id = e.tenant_id
      WHERE h.endpoint_id NOT IN (SELECT endpoint_id FROM out_now)
    )
    SELECT delivery_id FROM turns WHERE turn <= ${perTenant} ORDER BY turn, delivery_id LIMIT ${limit}
  `.execute(trx);
  return chosen.rows.map((row) => Number(row.delivery_id));
}

/**
 * On PostgreSQL, makes the transaction's claims one server's at a time, until it ends, so that
 * servers claiming at once count each other's claims. Taken before the transaction writes
 * anything, so that it never waits for the lock while holding rows another claim would wait for.
 */
export async function takeClaimLock(trx: Db): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
}

/**
 * Claims endpoints fairly (`chooseHeads`), in the transaction it is given (under `takeClaimLock`),
 * each with a batch of its due deliveries, oldest first and at most `batch`. Only the first is
 * marked `delivering`, with the lease: while it holds, no server claims anything else of the
 * endpoint, so the others are the claimer's to send after it without a write of their own, and
 * their answers are written together. Tries are counted when their outcome is written. On
 * PostgreSQL the rows are taken `FOR UPDATE SKIP LOCKED`, never waiting for a row another write
 * holds. Answers the batches in the order their endpoints were chosen.
 */
export async function claimBatches(trx: Db, { limit, perTenant, batch, leaseMs, now }: ClaimLimits): Promise<ClaimedBatch[]> {
  if (limit <= 0) return [];
  const at = now.toISOString();
  const postgres = dialectOf(trx) === 'postgres';
  const order = await chooseHeads(trx, at, perTenant, limit);
  if (order.length === 0) return [];
  const stillDue = (eb: Db) => {
    const query = eb.selectFrom('webhook_deliveries').select('delivery_id').where('delivery_id', 'in', order).where(due(at));
    return postgres ? query.forUpdate().skipLocked() : query;
  };
  const heads = await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'delivering', locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('delivery_id', 'in', stillDue(trx))
    .returning(['delivery_id', 'endpoint_id', 'payload', 'attempts'])
    .execute();
  if (heads.length === 0) return [];
  const followers = batch <= 1 ? [] : await followersOf(trx, heads, at, batch - 1);
  const place = (deliveryId: number | string) => order.indexOf(Number(deliveryId));
  return heads
    .sort((x, y) => place(x.delivery_id) - place(y.delivery_id))
    .map((head) => ({
      endpointId: Number(head.endpoint_id),
      deliveries: [
        { deliveryId: Number(head.delivery_id), payload: head.payload, attempts: head.attempts },
        ...followers
          .filter((row) => Number(row.endpoint_id) === Number(head.endpoint_id))
          .map((row) => ({ deliveryId: Number(row.delivery_id), payload: row.payload, attempts: row.attempts })),
      ],
    }));
}

/** Each head's endpoint's next due deliveries after it, oldest first, at most `count` each: one index range per endpoint. */
async function followersOf(trx: Db, heads: readonly { delivery_id: number | string; endpoint_id: number | string }[], at: string, count: number) {
  const [first, ...others] = heads.map((head) =>
    trx
      .selectFrom(
        trx
          .selectFrom('webhook_deliveries')
          .select(['delivery_id', 'endpoint_id', 'payload', 'attempts'])
          .where('status', '=', 'pending')
          .where('endpoint_id', '=', head.endpoint_id)
          .where('delivery_id', '>', head.delivery_id)
          .where('next_attempt_at', '<=', at)
          .orderBy('delivery_id')
          .limit(count)
          .as('next'),
      )
      .selectAll(),
  );
  if (!first) return [];
  const all = others.reduce((union, query) => union.unionAll(query), first);
  const rows = await all.execute();
  return rows.sort((x, y) => Number(x.delivery_id) - Number(y.delivery_id));
}
