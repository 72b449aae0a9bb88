import type { ActingTenant } from '../../auth/acting-tenant.js';
import type { Kysely } from 'kysely';
import { fromDbTimestamp, type Database, type DomainProofState } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import type { ProofFailure, ProofOutcome } from './ownership-proof.js';

type Db = Kysely<Database>;

/** A tenant's claim of a domain and the outcome of its last check. */
export interface DomainProofView {
  domainId: number;
  name: string;
  state: DomainProofState;
  reason: ProofFailure | null;
  found: string[];
  checkedAt: string | null;
  verifiedAt: string | null;
  /** When another tenant's proof took the name this claim held verified; null otherwise. */
  provedElsewhereAt: string | null;
}

/** Another tenant's claim whose verification moved to the tenant that proved the name. */
export interface WithdrawnClaim {
  tenantId: number;
  domainId: number;
}

const COLUMNS = ['domain_id', 'name', 'proof_state', 'proof_reason', 'proof_found', 'proof_checked_at', 'verified_at', 'proved_elsewhere_at'] as const;

type Row = {
  domain_id: number;
  name: string;
  proof_state: DomainProofState;
  proof_reason: string | null;
  proof_found: string | null;
  proof_checked_at: Date | string | null;
  verified_at: Date | string | null;
  proved_elsewhere_at: Date | string | null;
};

const timestampOrNull = (value: Date | string | null) => (value === null ? null : fromDbTimestamp(value));

function toView(row: Row): DomainProofView {
  return {
    domainId: row.domain_id,
    name: row.name,
    state: row.proof_state,
    reason: row.proof_reason as ProofFailure | null,
    found: row.proof_found === null ? [] : (JSON.parse(row.proof_found) as string[]),
    checkedAt: timestampOrNull(row.proof_checked_at),
    verifiedAt: timestampOrNull(row.verified_at),
    provedElsewhereAt: timestampOrNull(row.proved_elsewhere_at),
  };
}

/**
 * Each tenant's claims of domains and the proof of ownership kept on each claim's row, read and
 * written within the acting tenant; only a proof reaches other tenants' claims, to take the name.
 */
export class DomainProofRepository {
  constructor(private readonly db: Db) {}

  async listOf(tenant: ActingTenant, db: Db = this.db): Promise<DomainProofView[]> {
    const rows = await db.selectFrom('domains').select(COLUMNS).where('tenant_id', '=', tenant.tenantId).orderBy('domain_id').execute();
    return rows.map(toView);
  }

  async findByName(tenant: ActingTenant, name: string, db: Db = this.db): Promise<DomainProofView | undefined> {
    const row = await db.selectFrom('domains').select(COLUMNS).where('tenant_id', '=', tenant.tenantId).where('name', '=', name).executeTakeFirst();
    return row && toView(row);
  }

  /**
   * Stores the outcome of a check of the domain `domainId` of the acting tenant; answers false when the
   * domain was removed (or moved) while the resolvers were asked. A proof found needs the name
   * taken first (`takeVerification`), in the same transaction.
   */
  async record(tenant: ActingTenant, domainId: number, outcome: ProofOutcome, now: string, db: Db): Promise<boolean> {
    const result = await db
      .updateTable('domains')
      .set(
        outcome.verified
          ? { proof_state: 'verified', proof_reason: null, proof_found: null, proof_checked_at: now, verified_at: now, proved_elsewhere_at: null }
          : { proof_state: 'failed', proof_reason: outcome.reason, proof_found: JSON.stringify(outcome.found), proof_checked_at: now, verified_at: null, proved_elsewhere_at: null },
      )
      .where('domain_id', '=', domainId)
      .where('tenant_id', '=', tenant.tenantId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Makes way for the acting tenant's claim of `name` to hold it verified, in the caller's
   * transaction: another tenant's verified claim of the name is withdrawn (back to pending, marked
   * with when its proof moved) and answered, for its tenant's log. Every claim of the name is locked
   * first, until the transaction ends, so that two proofs of one name at once are recorded one after
   * the other, the second reading what the first left (PostgreSQL; SQLite writes one transaction at
   * a time); the database holds at most one verified claim of a name (migration 0026) in any case.
   */
  async takeVerification(tenant: ActingTenant, name: string, now: string, trx: Db): Promise<WithdrawnClaim[]> {
    if (dialectOf(trx) === 'postgres') {
      await trx.selectFrom('domains').select('domain_id').where('name', '=', name).orderBy('domain_id').forUpdate().execute();
    }
    const withdrawn = await trx
      .updateTable('domains')
      .set({ proof_state: 'pending', proof_reason: null, proof_found: null, verified_at: null, proved_elsewhere_at: now })
      .where('name', '=', name)
      .where('proof_state', '=', 'verified')
      .where('tenant_id', '!=', tenant.tenantId)
      .returning(['tenant_id', 'domain_id'])
      .execute();
    return withdrawn.map((row) => ({ tenantId: row.tenant_id, domainId: row.domain_id }));
  }

  /** The first of `names` that a tenant holds verified, if any: what an administrator is told of other tenants. */
  async firstVerified(names: string[], db: Db = this.db): Promise<string | undefined> {
    if (names.length === 0) return undefined;
    const row = await db.selectFrom('domains').select('name').where('name', 'in', names).where('proof_state', '=', 'verified').orderBy('domain_id').executeTakeFirst();
    return row?.name;
  }

  async countOf(tenant: ActingTenant, db: Db = this.db): Promise<number> {
    const row = await db.selectFrom('domains').select((eb) => eb.fn.countAll<number | string>().as('count')).where('tenant_id', '=', tenant.tenantId).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A new claim of the acting tenant, not yet proved, whoever else claims the name. */
  async add(tenant: ActingTenant, name: string, now: string, db: Db): Promise<void> {
    await db.insertInto('domains').values({ tenant_id: tenant.tenantId, name, created_at: now }).execute();
  }

  /** Forgets a domain of the acting tenant and its proof; false when it has no such domain. */
  async remove(tenant: ActingTenant, name: string, db: Db): Promise<boolean> {
    const result = await db.deleteFrom('domains').where('tenant_id', '=', tenant.tenantId).where('name', '=', name).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
