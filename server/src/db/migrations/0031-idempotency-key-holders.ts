import type { Kysely } from 'kysely';

/**
 * Which try of a create holds its `Idempotency-Key`: a random id written when the key is taken.
 * The create keeps its answer, in its own transaction, only while its try still holds the key, so
 * that a retry which takes over the key of a server that died (after the hold ran out) and the
 * dead server's create can never both commit. Keys taken before this migration have none, and are
 * answered or let go as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('holder', 'varchar(36)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `up`
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('holder').execute();
}
