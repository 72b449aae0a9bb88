import { createHmac } from 'node:crypto';
import { promises as dns } from 'node:dns';

/** The record that proves a domain, `_tenant-console.<domain>`. */
export const TXT_PREFIX = '_tenant-console';

export type ProofFailure = 'nxdomain' | 'noTxtRecord' | 'txtMismatch' | 'cnameMismatch' | 'timeout' | 'resolverFailed';

export type ProofOutcome =
  | { verified: true; via: 'txt' | 'cname' }
  | { verified: false; reason: ProofFailure; found: string[] };

export interface ResolverSettings {
  servers: string[];
  timeoutMs: number;
}

/** What proves one tenant's claim: its TXT value, or (when the server offers it) a CNAME to its tenant's target. */
export interface ExpectedProof {
  token: string;
  cnameTarget: string | undefined;
}

export function txtRecordName(domain: string): string {
  return `${TXT_PREFIX}.${domain}`;
}

/**
 * The token a domain's TXT record must hold: derived from the server's secret, the domain's id
 * and its name, so it never changes while the domain stays, needs no storage, and a domain
 * removed and added again gets a new one (its proof is forgotten).
 */
export function domainToken(secret: string, domainId: number, name: string): string {
  return `tc-${createHmac('sha256', secret).update(`domain-proof:${domainId}:${name}`).digest('hex').slice(0, 32)}`;
}

/**
 * The host a tenant's domains may CNAME to instead: a name of its own under the server's
 * `CNAME_TARGET`. Several tenants may claim one name, so a CNAME to the shared target would prove
 * the name for whichever of them checked first; a CNAME to this name proves it for this tenant
 * only, and says nothing of the others. Derived from the server's secret, as the TXT values are,
 * so that it needs no storage and does not show the tenant's id in public DNS.
 */
export function tenantCnameTarget(secret: string, tenantId: number, cnameTarget: string): string {
  return `tc-${createHmac('sha256', secret).update(`cname-target:${tenantId}`).digest('hex').slice(0, 16)}.${cnameTarget}`;
}

type Lookup<T> = { records: T[] } | { error: string };

async function lookup<T>(query: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    return { records: await query() };
  } catch (error) {
    return { error: (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN' };
  }
}

const recordsOf = <T>(result: Lookup<T> | undefined): T[] => (result && 'records' in result ? result.records : []);
const errorOf = (result: Lookup<unknown> | undefined): string | undefined => (result && 'error' in result ? result.error : undefined);
const hostOf = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Asks the resolvers whether `domain` is proved: a TXT record holding `token`, or (when a target
 * is set) a CNAME to it. When it is not, the answer says what was found instead, most telling
 * first: a different TXT value, a CNAME elsewhere, no such name, no TXT record, a timeout.
 */
export async function checkOwnership(domain: string, expected: ExpectedProof, settings: ResolverSettings): Promise<ProofOutcome> {
  const { token, cnameTarget } = expected;
  const resolver = new dns.Resolver({ timeout: settings.timeoutMs, tries: 1 });
  if (settings.servers.length > 0) resolver.setServers(settings.servers);

  const txt = await lookup(() => resolver.resolveTxt(txtRecordName(domain)));
  const values = recordsOf(txt).map((chunks) => chunks.join(''));
  if (values.includes(token)) return { verified: true, via: 'txt' };
  // A resolver that did not answer once will not answer the next question either.
  if (errorOf(txt) === 'ETIMEOUT') return { verified: false, reason: 'timeout', found: [] };

  // The domain's own CNAME: a proof when a target is set, and whether the name exists at all.
  const cname = await lookup(() => resolver.resolveCname(domain));
  const targets = recordsOf(cname).map(hostOf);
  if (cnameTarget !== undefined && targets.includes(cnameTarget)) return { verified: true, via: 'cname' };

  if (values.length > 0) return { verified: false, reason: 'txtMismatch', found: values };
  if (cnameTarget !== undefined && targets.length > 0) return { verified: false, reason: 'cnameMismatch', found: targets };
  const errors = [errorOf(txt), errorOf(cname)];
  if (errors.includes('ETIMEOUT')) return { verified: false, reason: 'timeout', found: [] };
  if (errorOf(cname) === 'ENOTFOUND') return { verified: false, reason: 'nxdomain', found: [] };
  const failed = errors.find((code) => code !== undefined && code !== 'ENOTFOUND' && code !== 'ENODATA');
  if (failed !== undefined) return { verified: false, reason: 'resolverFailed', found: [failed] };
  return { verified: false, reason: 'noTxtRecord', found: [] };
}
