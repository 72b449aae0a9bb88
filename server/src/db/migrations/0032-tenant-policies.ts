import type { Kysely } from 'kysely';

/**
 * A tenant's own policy over the instance's (`auth/tenant-policy.ts`), as JSON: the networks its
 * people may call from, the shortest password they may choose. On the tenants' row, so that a
 * change moves the data version every server keeps its callers against: the next call of any of
 * the tenant's people, on any server, is checked against the new policy.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('policy', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `up`
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('policy').execute();
}
