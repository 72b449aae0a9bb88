import { checkOwnership, domainToken, txtRecordName, type ProofOutcome, type ResolverSettings } from './ownership-proof.js';

/** What the console shows a domain needs: the TXT record and, when a target is set, the CNAME. */
export interface ProofRecords {
  txtRecord: { name: string; value: string };
  cnameRecord: { name: string; target: string } | null;
}

/** The server's one way to name and check domain proofs, with its secret and resolver settings. */
export class DomainProver {
  constructor(
    private readonly secret: string,
    private readonly settings: ResolverSettings,
  ) {}

  recordsFor(domainId: number, name: string): ProofRecords {
    const { cnameTarget } = this.settings;
    return {
      txtRecord: { name: txtRecordName(name), value: domainToken(this.secret, domainId, name) },
      cnameRecord: cnameTarget === undefined ? null : { name, target: cnameTarget },
    };
  }

  check(domainId: number, name: string): Promise<ProofOutcome> {
    return checkOwnership(name, domainToken(this.secret, domainId, name), this.settings);
  }
}
