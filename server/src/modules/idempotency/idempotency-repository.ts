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

const sealContext = (caller: string, key: string) => `idempotency:${caller}:${key}`;

/** The creates sent with an `Idempotency-Key`, per caller and key, with their answers sealed. */
export class IdempotencyRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  /**
   * Takes the key for this create: true when it was free (or its last use is older than a day),
   * false when another request holds it. The row is written before the create runs, so two servers
   * given the same key at once make it once.
   */
  async take(caller: string, key: string, operation: string, requestHash: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('idempotency_keys')
        .where('caller', '=', caller)
        .where('idempotency_key', '=', key)
        .where('created_at', '<', new Date(now.getTime() - KEY_LIFETIME_MS).toISOString())
        .execute();
      const inserted = await trx
        .insertInto('idempotency_keys')
        .values({ caller, idempotency_key: key, operation, request_hash: requestHash, status_code: null, response: null, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['caller', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    });
  }

  /** The create that holds the key. */
  async find(caller: string, key: string): Promise<KeptCreate | undefined> {
    const row = await this.db.selectFrom('idempotency_keys').selectAll().where('caller', '=', caller).where('idempotency_key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    const answer = row.status_code === null || row.response === null ? undefined : { statusCode: row.status_code, body: this.box.open(row.response, sealContext(caller, key)) };
    return { operation: row.operation, requestHash: row.request_hash, answer };
  }

  /** Keeps the create's answer for the retries to come. */
  async answered(caller: string, key: string, statusCode: number, body: string): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response: this.box.seal(body, sealContext(caller, key)) })
      .where('caller', '=', caller)
      .where('idempotency_key', '=', key)
      .execute();
  }

  /** Lets the key go: the create failed on the server's side, and a retry should run it. */
  async release(caller: string, key: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('caller', '=', caller).where('idempotency_key', '=', key).where('status_code', 'is', null).execute();
  }

  /** Forgets the keys older than a day; answers how many. */
  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('idempotency_keys').where('created_at', '<', new Date(now.getTime() - KEY_LIFETIME_MS).toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
