import { checkOwnership, domainToken, tenantCnameTarget, txtRecordName, type ProofOutcome, type ResolverSettings } from './ownership-proof.js';

/** What the console shows a domain needs: the TXT record and, when a target is set, the CNAME. */
export interface ProofRecords {
  txtRecord: { name: string; value: string };
  cnameRecord: { name: string; target: string } | null;
}

/** One tenant's claim of a name, as its proof is made from it. */
export interface Claim {
  tenantId: number;
  domainId: number;
  name: string;
}

/** The server's one way to name and check domain proofs, with its secret and resolver settings. */
export class DomainProver {
  constructor(
    private readonly secret: string,
    private readonly settings: ResolverSettings & { cnameTarget: string | undefined },
  ) {}

  /** The host the claim's tenant may CNAME its domains to; undefined when the server offers no CNAME proof. */
  cnameTargetOf(tenantId: number): string | undefined {
    const { cnameTarget } = this.settings;
    return cnameTarget === undefined ? undefined : tenantCnameTarget(this.secret, tenantId, cnameTarget);
  }

  recordsFor(claim: Claim): ProofRecords {
    const target = this.cnameTargetOf(claim.tenantId);
    return {
      txtRecord: { name: txtRecordName(claim.name), value: domainToken(this.secret, claim.domainId, claim.name) },
      cnameRecord: target === undefined ? null : { name: claim.name, target },
    };
  }

  check(claim: Claim): Promise<ProofOutcome> {
    const expected = { token: domainToken(this.secret, claim.domainId, claim.name), cnameTarget: this.cnameTargetOf(claim.tenantId) };
    return checkOwnership(claim.name, expected, this.settings);
  }
}
