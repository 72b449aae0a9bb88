import type { DomainProof } from '../../generated/model';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a domain's last check failed, from the stored reason and what was found, in the console's
 * language: the state stays explained after a reload, when the check's own message is gone.
 */
export function failureSentence(proof: DomainProof, translate: Translate): string | undefined {
  if (proof.state !== 'failed' || proof.reason === null) return undefined;
  // TXT values are quoted: a value with spaces, or an empty one, reads as what it is.
  const values = proof.reason === 'txtMismatch' ? proof.found.map((value) => `"${value}"`) : proof.found;
  const found = values.join(translate('domains.listSeparator'));
  return translate(`domains.reason.${proof.reason}`, { name: proof.name, record: proof.txtRecord.name, found });
}
