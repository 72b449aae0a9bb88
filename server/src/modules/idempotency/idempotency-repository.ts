import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../auth/secret-box.js';
import type { Database, DbTimestamp } from '../../db/database.js';

type Db = Kysely<Database>;

/** Only this area reads its table, so the table is declared here and added to the database's tables. */
export interface IdempotencyKeysTable {
  caller: string;
  idempotency_key: string;
  operation: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: DbTimestamp;
  /** The try that holds the key (migration 0031); null on keys taken before it. */
  holder: string | null;
}

declare module '../../db/database.js' {
  interface Database {
    idempotency_keys: IdempotencyKeysTable;
  }
}

/** How long a key holds its create: a retry after that makes a new one. */
export const KEY_LIFETIME_MS = 24 * 3600 * 1000;

/** A create with a key already taken: who sent it and what it answered, if it has. */
export interface KeptCreate {
  operation: string;
  requestHash: string;
  answer: { statusCode: number; body: string } | undefined;
}

/** A try of a create that holds its key: the caller, the key, and the try's own id. */
export interface KeyHolder {
  caller: string;
  key: string;
  holder: string;
}

/** What taking a key found: it is this try's now, or another request has it. */
export type Taken = { taken: true; holder: string } | { taken: false };

const sealContext = (caller: string, key: string) => `idempotency:${caller}:${key}`;

/** The creates sent with an `Idempotency-Key`, per caller and key, with their answers sealed. */
export class IdempotencyRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  /**
   * Takes the key for this try of a create: when it is free, when its last use is older than a
   * day, or when the same request took it more than `holdMs` ago and has no answer (its server is
   * taken for dead: had its create committed, the answer would be kept, in the same transaction).
   * The row is written before the create runs, so two servers given the same key at once make it once.
   */
  async take(caller: string, key: string, operation: string, requestHash: string, now: Date, holdMs: number): Promise<Taken> {
    const holder = randomUUID();
    const takenAt = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('idempotency_keys')
        .where('caller', '=', caller)
        .where('idempotency_key', '=', key)
        .where('created_at', '<', new Date(now.getTime() - KEY_LIFETIME_MS).toISOString())
        .execute();
      const inserted = await trx
        .insertInto('idempotency_keys')
        .values({ caller, idempotency_key: key, operation, request_hash: requestHash, status_code: null, response: null, created_at: takenAt, holder })
        .onConflict((conflict) => conflict.columns(['caller', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { taken: true, holder };
      // Of two retries taking over at once, the row's new time stops the second.
      const takenOver = await trx
        .updateTable('idempotency_keys')
        .set({ holder, created_at: takenAt })
        .where('caller', '=', caller)
        .where('idempotency_key', '=', key)
        .where('operation', '=', operation)
        .where('request_hash', '=', requestHash)
        .where('status_code', 'is', null)
        .where('created_at', '<', new Date(now.getTime() - holdMs).toISOString())
        .executeTakeFirst();
      return Number(takenOver.numUpdatedRows) > 0 ? { taken: true, holder } : { taken: false };
    });
  }

  /** The create that holds the key. */
  async find(caller: string, key: string): Promise<KeptCreate | undefined> {
    const row = await this.db.selectFrom('idempotency_keys').selectAll().where('caller', '=', caller).where('idempotency_key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    const answer = row.status_code === null || row.response === null ? undefined : { statusCode: row.status_code, body: this.box.open(row.response, sealContext(caller, key)) };
    return { operation: row.operation, requestHash: row.request_hash, answer };
  }

  /**
   * Keeps the create's answer for the retries to come, in `db` (the create's own transaction, so
   * that the create and its answer commit together): false when this try no longer holds the key
   * (a retry took it over), and then the create must not commit.
   */
  async answered({ caller, key, holder }: KeyHolder, statusCode: number, body: string, db: Kysely<Database> = this.db): Promise<boolean> {
    const result = await db
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response: this.box.seal(body, sealContext(caller, key)) })
      .where('caller', '=', caller)
      .where('idempotency_key', '=', key)
      .where('holder', '=', holder)
      .where('status_code', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Lets the key go, if this try still holds it: the create failed on the server's side, and a retry should run it. */
  async release({ caller, key, holder }: KeyHolder): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('caller', '=', caller)
      .where('idempotency_key', '=', key)
      .where('holder', '=', holder)
      .where('status_code', 'is', null)
      .execute();
  }

  /** Forgets the keys older than a day; answers how many. */
  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('idempotency_keys').where('created_at', '<', new Date(now.getTime() - KEY_LIFETIME_MS).toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
