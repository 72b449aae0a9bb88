import type { ActingTenant } from '../../auth/acting-tenant.js';
import type { Kysely } from 'kysely';
import { fromDbTimestamp, type Database, type DomainProofState } from '../../db/database.js';
import type { ProofFailure, ProofOutcome } from './ownership-proof.js';

type Db = Kysely<Database>;

/** A domain of a tenant and the outcome of its last check. */
export interface DomainProofView {
  domainId: number;
  name: string;
  state: DomainProofState;
  reason: ProofFailure | null;
  found: string[];
  checkedAt: string | null;
  verifiedAt: string | null;
}

const COLUMNS = ['domain_id', 'name', 'proof_state', 'proof_reason', 'proof_found', 'proof_checked_at', 'verified_at'] as const;

type Row = {
  domain_id: number;
  name: string;
  proof_state: DomainProofState;
  proof_reason: string | null;
  proof_found: string | null;
  proof_checked_at: Date | string | null;
  verified_at: Date | string | null;
};

function toView(row: Row): DomainProofView {
  return {
    domainId: row.domain_id,
    name: row.name,
    state: row.proof_state,
    reason: row.proof_reason as ProofFailure | null,
    found: row.proof_found === null ? [] : (JSON.parse(row.proof_found) as string[]),
    checkedAt: row.proof_checked_at === null ? null : fromDbTimestamp(row.proof_checked_at),
    verifiedAt: row.verified_at === null ? null : fromDbTimestamp(row.verified_at),
  };
}

/** The proof of ownership kept on each domain's row, read and written within the acting tenant. */
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
   * domain was removed (or moved) while the resolvers were asked.
   */
  async record(tenant: ActingTenant, domainId: number, outcome: ProofOutcome, now: string, db: Db): Promise<boolean> {
    const result = await db
      .updateTable('domains')
      .set(
        outcome.verified
          ? { proof_state: 'verified', proof_reason: null, proof_found: null, proof_checked_at: now, verified_at: now }
          : { proof_state: 'failed', proof_reason: outcome.reason, proof_found: JSON.stringify(outcome.found), proof_checked_at: now, verified_at: null },
      )
      .where('domain_id', '=', domainId)
      .where('tenant_id', '=', tenant.tenantId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The first of `names` that some tenant has already, if any. */
  async firstTaken(names: string[], db: Db = this.db): Promise<string | undefined> {
    if (names.length === 0) return undefined;
    const row = await db.selectFrom('domains').select('name').where('name', 'in', names).orderBy('domain_id').executeTakeFirst();
    return row?.name;
  }

  async countOf(tenant: ActingTenant, db: Db = this.db): Promise<number> {
    const row = await db.selectFrom('domains').select((eb) => eb.fn.countAll<number | string>().as('count')).where('tenant_id', '=', tenant.tenantId).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A new domain of the acting tenant, not yet proved. */
  async add(tenant: ActingTenant, name: string, now: string, db: Db): Promise<void> {
    await db.insertInto('domains').values({ tenant_id: tenant.tenantId, name, created_at: now }).execute();
  }

  /** Forgets a domain of the acting tenant and its proof; false when it has no such domain. */
  async remove(tenant: ActingTenant, name: string, db: Db): Promise<boolean> {
    const result = await db.deleteFrom('domains').where('tenant_id', '=', tenant.tenantId).where('name', '=', name).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
