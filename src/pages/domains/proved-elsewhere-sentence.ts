import type { DomainProof } from '../../generated/model';
import { formatDateTime } from '../../lib/date-time-format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a domain this tenant held verified is verified no longer: another tenant proved the name
 * since, and the verification moved there. Undefined for any other domain, and once this tenant
 * has checked it again (the server then forgets the move).
 */
export function provedElsewhereSentence(proof: DomainProof, translate: Translate, locale: string): string | undefined {
  if (proof.state !== 'pending' || proof.provedElsewhereAt == null) return undefined;
  return translate('domains.provedElsewhere', { name: proof.name, date: formatDateTime(proof.provedElsewhereAt, locale) });
}
